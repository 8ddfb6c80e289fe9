import { type CDPSession, expect, type Frame, type Page, test } from '@playwright/test';
import { Playground } from './pages/playground.js';

// Issue 14: no screen reader runs on this machine, so this spec stands in for one. It reads
// Chromium's own accessibility tree, the one NVDA, JAWS, VoiceOver and TalkBack are given
// (the DevTools protocol's Accessibility.getFullAXTree, inside each provider frame), and checks
// what a screen reader would announce for the Card Element, the split card fields, the Payment
// Element and the Address Element: each frame's name, each field's role and name (equal to its
// visible label where there is one), the invalid state and the error it is described by, and
// that an error is spoken by one polite live region only. What it cannot tell (how a given
// screen reader phrases or orders these, its browse mode, its own keys) is in
// docs/accessibility.md.

test.describe.configure({ timeout: 120_000 });

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
  parentId?: string;
  childIds?: string[];
  backendDOMNodeId?: number;
}
interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

/** A field as a screen reader meets it: role, name, description, invalid, and its DOM id. */
interface AXField {
  id: string;
  role: string;
  name: string;
  description: string;
  invalid: boolean;
}

const FIELD_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton', 'checkbox']);

const text = (value: AXValue | undefined) => String(value?.value ?? '').trim();
const property = (node: AXNode, name: string) =>
  node.properties?.find((entry) => entry.name === name)?.value.value;

/** Where a document's tree is read: a CDP session, and the frame's id when it shares the page's. */
interface Target {
  cdp: CDPSession;
  frameId?: string;
}

/**
 * The accessibility tree, as Chromium exposes it, of the page and of its provider frames. A
 * provider frame is on another origin: when Chromium runs it in a process of its own it has a
 * session of its own; otherwise the page's session reads it by frame id.
 */
class AXReader {
  readonly #sessions = new Map<unknown, CDPSession>();

  constructor(private readonly page: Page) {}

  async #session(owner: Page | Frame): Promise<CDPSession> {
    let cdp = this.#sessions.get(owner);
    if (cdp === undefined) {
      cdp = await this.page.context().newCDPSession(owner);
      await cdp.send('DOM.enable');
      await cdp.send('Accessibility.enable');
      this.#sessions.set(owner, cdp);
    }
    return cdp;
  }

  /** The documents of the frames whose address contains `path` (e.g. `/frames/card-field.html`). */
  async frames(path: string): Promise<Target[]> {
    const targets: Target[] = [];
    for (const frame of this.page.frames()) {
      if (!frame.url().includes(path)) continue;
      try {
        targets.push({ cdp: await this.#session(frame) });
      } catch {
        // Not a process of its own: the page's session knows it by id.
        const cdp = await this.#session(this.page);
        const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
        const visit = (tree: FrameTree): string | undefined =>
          tree.frame.url === frame.url()
            ? tree.frame.id
            : (tree.childFrames ?? []).map(visit).find((id) => id !== undefined);
        const frameId = visit(frameTree);
        if (frameId !== undefined) targets.push({ cdp, frameId });
      }
    }
    return targets;
  }

  /** The unignored nodes of a document (the page's when no target is given). */
  async nodes(target?: Target): Promise<AXNode[]> {
    const cdp = target?.cdp ?? (await this.#session(this.page));
    const { nodes } = (await cdp.send(
      'Accessibility.getFullAXTree',
      target?.frameId === undefined ? {} : { frameId: target.frameId },
    )) as { nodes: AXNode[] };
    return nodes.filter((node) => !node.ignored);
  }

  /** The fields of a frame in document order, with their DOM ids. */
  async fields(target: Target): Promise<AXField[]> {
    const fields: AXField[] = [];
    for (const node of await this.nodes(target)) {
      const role = text(node.role);
      if (!FIELD_ROLES.has(role) || node.backendDOMNodeId === undefined) continue;
      const { node: dom } = (await target.cdp.send('DOM.describeNode', {
        backendNodeId: node.backendDOMNodeId,
      })) as { node: { attributes?: string[] } };
      const attributes = dom.attributes ?? [];
      const at = attributes.indexOf('id');
      const invalid = property(node, 'invalid');
      fields.push({
        id: at === -1 ? '' : (attributes[at + 1] ?? ''),
        role,
        name: text(node.name),
        description: text(node.description),
        invalid: invalid !== undefined && invalid !== 'false',
      });
    }
    return fields;
  }

  /**
   * What the live regions of a frame hold now: for each region (the outermost node with a
   * `live` property: aria-live, or role alert or status), its politeness and its text.
   */
  async liveRegions(target: Target): Promise<{ live: string; text: string }[]> {
    const nodes = await this.nodes(target);
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (node: AXNode): string =>
      text(node.role) === 'StaticText'
        ? text(node.name)
        : (node.childIds ?? [])
            .map((id) => byId.get(id))
            .filter((child): child is AXNode => child !== undefined)
            .map(textOf)
            .join('');
    return nodes
      .filter((node) => {
        const live = property(node, 'live');
        if (live === undefined || live === 'off') return false;
        const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
        return parent === undefined || property(parent, 'live') === undefined;
      })
      .map((node) => ({ live: String(property(node, 'live')), text: textOf(node).trim() }));
  }

  /** The names of the page's frames (role Iframe), as a screen reader announces them. */
  async frameNames(): Promise<string[]> {
    return (await this.nodes())
      .filter((node) => text(node.role) === 'Iframe')
      .map((node) => text(node.name));
  }

  async close(): Promise<void> {
    for (const cdp of this.#sessions.values()) await cdp.detach().catch(() => {});
  }
}

/** The visible label of each field of a frame, by the field's id ('' when it has none). */
async function visibleLabels(page: Page, path: string): Promise<Record<string, string>> {
  const frame = page.frames().find((candidate) => candidate.url().includes(path));
  if (frame === undefined) throw new Error(`no frame at ${path}`);
  return frame.evaluate(() => {
    const shown = (node: HTMLElement) => {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const labels: Record<string, string> = {};
    for (const field of document.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
      if (field.type === 'hidden' || !shown(field) || field.id === '') continue;
      const label = [...(field.labels ?? [])].find(shown);
      labels[field.id] = label?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    }
    return labels;
  });
}

/** Every field of the frame is named by its visible label, word for word. */
async function expectNamesAreLabels(ax: AXReader, page: Page, path: string, frameId: Target) {
  const labels = await visibleLabels(page, path);
  const fields = (await ax.fields(frameId)).filter((field) => field.id in labels);
  expect(fields.length, `${path}: fields with a visible label`).toBeGreaterThan(0);
  for (const field of fields) {
    expect(labels[field.id], `${path} #${field.id} has a visible label`).not.toBe('');
    expect(field.name, `${path} #${field.id}: accessible name = visible label`).toBe(
      labels[field.id],
    );
  }
  return fields;
}

/** The one frame at `path` (waits for its tree to have fields). */
async function onlyFrame(ax: AXReader, path: string): Promise<Target> {
  let targets: Target[] = [];
  await expect
    .poll(async () => {
      targets = await ax.frames(path);
      return targets.length === 1 ? (await ax.fields(targets[0] as Target)).length : 0;
    })
    .toBeGreaterThan(0);
  return targets[0] as Target;
}

test('the Card Element: a named frame, four named text fields, one polite announcement per blur error', async ({
  page,
}) => {
  await Playground.open(page, null, ['card']);
  const ax = new AXReader(page);
  const frameId = await onlyFrame(ax, '/frames/card.html');
  expect(await ax.frameNames()).toContain('Secure card payment input frame');
  const fields = await ax.fields(frameId);
  // The one-row design has no visible labels (as Stripe's): the names docs/accessibility.md
  // gives merchants for their own labels.
  expect(fields.map(({ role, name, invalid }) => ({ role, name, invalid }))).toEqual([
    { role: 'textbox', name: 'Card number', invalid: false },
    { role: 'textbox', name: 'Expiration date', invalid: false },
    { role: 'textbox', name: 'Security code', invalid: false },
    { role: 'textbox', name: 'Postal code', invalid: false },
  ]);
  expect(await ax.liveRegions(frameId)).toEqual([{ live: 'polite', text: '' }]);

  // An incomplete number, then Tab: the number is invalid, described by its error, and the
  // frame's one polite region says that error once.
  const frame = page.frameLocator('iframe[src*="/frames/card.html"]');
  await frame.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242');
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => (await ax.fields(frameId))[0])
    .toMatchObject({ name: 'Card number', invalid: true, description: /incomplete/ });
  const [number] = await ax.fields(frameId);
  await expect
    .poll(() => ax.liveRegions(frameId))
    .toEqual([{ live: 'polite', text: number?.description }]);
  await ax.close();
});

test('the split fields: a frame named per field, one polite announcement in all three, none on submit', async ({
  page,
}) => {
  await Playground.open(page, null, ['cardNumber', 'cardExpiry', 'cardCvc']);
  const ax = new AXReader(page);
  let frameIds: Target[] = [];
  await expect
    .poll(async () => {
      frameIds = await ax.frames('/frames/card-field.html');
      return frameIds.length;
    })
    .toBe(3);
  expect(await ax.frameNames()).toEqual(
    expect.arrayContaining([
      'Secure card number input frame',
      'Secure expiration date input frame',
      'Secure CVC input frame',
    ]),
  );
  const fieldsNow = async () => (await Promise.all(frameIds.map((id) => ax.fields(id)))).flat();
  await expect
    .poll(async () => (await fieldsNow()).map(({ role, name }) => `${role} ${name}`).sort())
    .toEqual(['textbox Card number', 'textbox Expiration date', 'textbox Security code']);
  const spoken = async () =>
    (await Promise.all(frameIds.map((id) => ax.liveRegions(id))))
      .flat()
      .filter((region) => region.text !== '');

  // A blur error: of the three frames' regions, one speaks, politely, the error the field has.
  const number = page
    .frameLocator('iframe[src*="/frames/card-field.html"]')
    .first()
    .getByRole('textbox');
  await number.pressSequentially('4242');
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => (await fieldsNow()).find((field) => field.invalid)?.description ?? '')
    .toMatch(/./);
  const invalid = (await fieldsNow()).filter((field) => field.invalid);
  expect(invalid.map((field) => field.name)).toEqual(['Card number']);
  await expect.poll(spoken).toEqual([{ live: 'polite', text: invalid[0]?.description }]);
  expect((await Promise.all(frameIds.map((id) => ax.liveRegions(id)))).flat()).toHaveLength(3);

  // A submit with every field wrong: each is invalid and described by its error, and no live
  // region speaks (focus goes to the first invalid field, whose description is read once).
  await number.fill('');
  const submitted = await page.evaluate(() =>
    (
      window as unknown as { elements: { submit(): Promise<{ error?: { code?: string } }> } }
    ).elements.submit(),
  );
  expect(submitted.error).toBeDefined();
  await expect
    .poll(async () => (await fieldsNow()).filter((field) => field.invalid).length)
    .toBe(3);
  for (const field of await fieldsNow()) expect(field.description, field.name).not.toBe('');
  expect(await spoken()).toEqual([]);
  await ax.close();
});

test('the Payment Element: names are the visible labels; invalid fields described; submit speaks through no region', async ({
  page,
}) => {
  const intent = await Playground.newIntent();
  await Playground.open(page, intent.clientSecret, ['payment']);
  const ax = new AXReader(page);
  const frameId = await onlyFrame(ax, '/frames/payment.html');
  expect(await ax.frameNames()).toContain('Secure payment input frame');
  const fields = await expectNamesAreLabels(ax, page, '/frames/payment.html', frameId);
  expect(fields.map((field) => field.name)).toEqual(
    expect.arrayContaining(['Card number', 'Expiration date', 'Security code']),
  );
  const regions = await ax.liveRegions(frameId);
  expect(regions.filter((region) => region.text !== '')).toEqual([]);

  // A blur error: one polite region says what the field is described by.
  const frame = page.frameLocator('iframe[src*="/frames/payment.html"]');
  await frame.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242');
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => (await ax.fields(frameId)).find((field) => field.invalid)?.name)
    .toBe('Card number');
  const number = (await ax.fields(frameId)).find((field) => field.invalid);
  expect(number?.description).not.toBe('');
  await expect
    .poll(async () => (await ax.liveRegions(frameId)).filter((region) => region.text !== ''))
    .toEqual([{ live: 'polite', text: number?.description }]);

  // Submit: every incomplete field invalid and described; the names stay the labels.
  await page.evaluate(() =>
    (window as unknown as { elements: { submit(): Promise<unknown> } }).elements.submit(),
  );
  await expect
    .poll(async () =>
      (await ax.fields(frameId))
        .filter((field) => field.invalid)
        .map((field) => field.name)
        .sort(),
    )
    .toEqual(expect.arrayContaining(['Card number', 'Expiration date', 'Security code']));
  for (const field of (await ax.fields(frameId)).filter((field) => field.invalid))
    expect(field.description, field.name).not.toBe('');
  await expectNamesAreLabels(ax, page, '/frames/payment.html', frameId);
  await ax.close();
});

test('the Address Element: names are the visible labels; required fields invalid and described after submit', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  await page.evaluate(() => {
    const w = window as unknown as {
      createElement(type: string, options: object, events: string[]): void;
    };
    w.createElement(
      'address',
      { mode: 'shipping', defaultValues: { address: { country: 'US' } } },
      ['ready', 'change'],
    );
  });
  const ax = new AXReader(page);
  const frameId = await onlyFrame(ax, '/frames/address.html');
  const fields = await expectNamesAreLabels(ax, page, '/frames/address.html', frameId);
  expect(fields.map((field) => field.role)).toContain('combobox');
  expect(fields.every((field) => !field.invalid)).toBe(true);
  await playground.group('submit');
  await expect
    .poll(async () => (await ax.fields(frameId)).filter((field) => field.invalid).length)
    .toBeGreaterThanOrEqual(3);
  for (const field of (await ax.fields(frameId)).filter((field) => field.invalid))
    expect(field.description, `${field.name} says why it is invalid`).not.toBe('');
  // The submit's errors are read from the focused field, not from a live region.
  expect((await ax.liveRegions(frameId)).filter((region) => region.text !== '')).toEqual([]);
  await expectNamesAreLabels(ax, page, '/frames/address.html', frameId);
  await ax.close();
});
