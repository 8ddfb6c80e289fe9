// The pages of the mount-ready benchmark, served from real loopback servers: a merchant page on
// localhost (like the shop) and the bare React form on 127.0.0.1 (cross-origin to the merchant).
// Chromium's local network access checks treat a Playwright-routed page as public and would block
// its loopback requests, hence servers rather than routes.
//
// Each measuring page runs by itself, with no debugger attached: on load it times the bare form,
// then one Kassa scenario, posts both figures to /result and goes on to the page the bench named.
import { createServer } from 'node:http';

/** How much of Kassa exists before the measured task; see SCENARIOS in mount-ready.mjs. */
const SCENARIO_SCRIPTS = {
  // `const stripe = Stripe(pk)` at the top of the checkout script, as Stripe's quickstart does;
  // elements(), create() and mount() together once the client secret is known.
  documented: {
    atLoad: 'const instance = Kassa(PK);',
    measure: 'mountToReady(instance.elements({ clientSecret: SECRET }))',
  },
  // Everything in the measured task: the instance's controller frame starts beside the element.
  cold: {
    atLoad: '',
    measure: 'mountToReady(Kassa(PK).elements({ clientSecret: SECRET }))',
  },
  // The group made and its session loaded first: only the element frame's own start is left.
  warm: {
    atLoad: '',
    measure: `(async () => {
      const elements = Kassa(PK).elements({ clientSecret: SECRET });
      await new Promise((loaded) => elements.on('update-end', loaded));
      return mountToReady(elements);
    })()`,
  },
};

const BARE_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script src="/bench/bare-form.js"></script></body></html>';

const measuringPage = ({ provider, bare, pk, clientSecret, scenario, next }) => {
  const script = SCENARIO_SCRIPTS[scenario];
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<script src="${provider}/v3"></script>
<script>
const PK = ${JSON.stringify(pk)};
const SECRET = ${JSON.stringify(clientSecret)};
// A script that throws (the loader missing, Kassa(pk) refusing) ends the bench with its reason.
addEventListener('error', (event) => fetch('/result', { method: 'POST', body: JSON.stringify({
  scenario: ${JSON.stringify(scenario)}, error: String(event.error && event.error.stack || event.message) }) }));
${script.atLoad}
const within = (promise, what) => Promise.race([promise, new Promise((_, fail) =>
  setTimeout(() => fail(new Error(what + ' took over 20 s')), 20000))]);
/** create('payment') and mount() in the task that made the group: mount() -> ready. */
function mountToReady(elements) {
  const element = elements.create('payment');
  const node = document.createElement('div');
  document.body.append(node);
  return within(new Promise((resolve) => {
    let started = 0;
    element.on('ready', () => resolve(performance.now() - started));
    started = performance.now();
    element.mount(node);
  }), 'ready');
}
/** The bare form's iframe inserted -> its first render. */
function bareForm() {
  return within(new Promise((resolve) => {
    let started = 0;
    addEventListener('message', (event) => {
      if (event.origin === ${JSON.stringify(bare)} && event.data && event.data.bareForm === 'ready') {
        resolve(performance.now() - started);
      }
    });
    const iframe = document.createElement('iframe');
    started = performance.now();
    iframe.src = ${JSON.stringify(`${bare}/bench/bare-form.html`)};
    document.body.append(iframe);
  }), 'the bare form');
}
const settle = (ms) => new Promise((done) => setTimeout(done, ms));
addEventListener('load', async () => {
  let result;
  try {
    await settle(300);
    const bareMs = await bareForm();
    await settle(50);
    result = { scenario: ${JSON.stringify(scenario)}, bareMs, kassaMs: await ${script.measure} };
  } catch (error) {
    result = { scenario: ${JSON.stringify(scenario)}, error: String(error && error.stack || error) };
  }
  await fetch('/result', { method: 'POST', body: JSON.stringify(result) });
  location.replace(${JSON.stringify(next)});
});
</script></body></html>`;
};

/** A mounted Payment Element for the typing figures (driven through Playwright). */
const typingPage = ({ provider, pk, clientSecret }) => `<!doctype html><html><head>
<meta charset="utf-8"><title>typing</title></head><body><div id="element"></div>
<script src="${provider}/v3"></script>
<script>
const now = () => performance.timeOrigin + performance.now();
window.changes = [];
const element = Kassa(${JSON.stringify(pk)}).elements({ clientSecret: ${JSON.stringify(clientSecret)} }).create('payment');
element.on('change', () => window.changes.push(now()));
// A frame that fails to load ends the bench with its reason instead of leaving it waiting.
window.ready = new Promise((resolve, reject) => {
  element.on('ready', resolve);
  element.on('loaderror', (event) => reject(new Error('loaderror: ' + JSON.stringify(event.error))));
  setTimeout(() => reject(new Error('the typing page was not ready in 20 s')), 20000);
});
element.mount('#element');
</script></body></html>`;

const listen = (server, host) =>
  new Promise((done) =>
    server.listen(0, host, () => done(`http://${host}:${server.address().port}`)),
  );

/**
 * Serves the pages. `plan` is the list of measuring pages, in order; `finished` gives each
 * page's figures, with its plan entry, after the last one (or rejects on a page's error).
 */
export async function servePages({ provider, pk, clientSecret, bareJs, plan }) {
  const bareServer = createServer((request, response) => {
    if (request.url === '/bench/bare-form.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(bareJs);
    } else response.writeHead(200, { 'content-type': 'text/html' }).end(BARE_PAGE);
  });
  const bare = await listen(bareServer, '127.0.0.1');
  const results = [];
  let settle;
  const finished = new Promise((resolve, reject) => (settle = { resolve, reject }));
  // A failure after the bench stopped waiting (it timed out) must not crash it as unhandled.
  finished.catch(() => {});
  const merchantServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/result' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.end();
        const result = JSON.parse(body);
        if (result.error) settle.reject(new Error(`${result.scenario}: ${result.error}`));
        results.push({ ...plan[results.length], ...result });
        if (results.length === plan.length) settle.resolve(results);
      });
      return;
    }
    const step = Number(url.searchParams.get('step'));
    const html =
      url.pathname === '/typing'
        ? typingPage({ provider, pk, clientSecret })
        : url.pathname === '/measure' && step < plan.length
          ? measuringPage({
              provider,
              bare,
              pk,
              clientSecret,
              scenario: plan[step].scenario,
              next: `/measure?step=${step + 1}`,
            })
          : '<!doctype html><title>done</title>';
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  const merchant = await listen(merchantServer, 'localhost');
  return {
    firstPage: `${merchant}/measure?step=0`,
    typingPage: `${merchant}/typing`,
    finished,
    close() {
      bareServer.close();
      merchantServer.close();
    },
  };
}
