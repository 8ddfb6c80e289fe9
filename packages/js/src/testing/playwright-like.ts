/**
 * The parts of Playwright's `Page`, `FrameLocator` and `Locator` the kit uses, typed
 * structurally so that @kassa/js does not depend on Playwright at run time: pass a real `Page`.
 */
export interface LocatorLike {
  click(): Promise<void>;
  clear(): Promise<void>;
  pressSequentially(text: string): Promise<void>;
  selectOption(value: string): Promise<unknown>;
  first(): LocatorLike;
  count(): Promise<number>;
  isVisible(): Promise<boolean>;
  waitFor(options?: { state?: 'attached' | 'visible' }): Promise<void>;
  getAttribute(name: string): Promise<string | null>;
  textContent(): Promise<string | null>;
}

export interface FrameLocatorLike {
  locator(selector: string): LocatorLike;
}

export interface PageLike {
  frameLocator(selector: string): FrameLocatorLike;
}
