/**
 * The rules of the non-card methods' layouts and forms. They ship with this lazy chunk and are
 * added to the document when it first renders: in the frame's stylesheet they would count
 * against the card-only payment frame's size budget (bench/bundle-sizes). The frame pages'
 * content policy allows inline styles (`style-src 'unsafe-inline'`), as appearance rules use.
 */
const METHODS_CSS = `
.TabRow{display:flex;flex-wrap:wrap;gap:var(--k-gridColumnSpacing);align-items:stretch;margin-bottom:var(--k-gridRowSpacing)}
.TabRow .TabList{flex:1 1 auto;flex-wrap:wrap;margin-bottom:0;min-width:0}
.TabRow .Tab{min-width:5.5em}
.Tab:focus-visible,.AccordionButton:focus-visible,.MoreButton:focus-visible{outline:2px solid var(--k-colorPrimary);outline-offset:2px}
.Accordion{display:flex;flex-direction:column;border:1px solid var(--k-colorBorder);border-radius:var(--k-borderRadius)}
.AccordionItem+.AccordionItem{border-top:1px solid var(--k-colorBorder)}
.Accordion--spaced{gap:var(--k-gridRowSpacing);border:0}
.Accordion--spaced .AccordionItem{border:1px solid var(--k-colorBorder);border-radius:var(--k-borderRadius)}
.AccordionItem--selected .AccordionLabel{color:var(--k-colorPrimary)}
.AccordionButton{display:flex;align-items:center;gap:var(--k-gridColumnSpacing);width:100%;padding:calc(var(--k-spacingUnit)*3);font:inherit;text-align:left;color:var(--k-colorText);background:none;border:0;cursor:pointer}
.AccordionPanel{padding:0 calc(var(--k-spacingUnit)*3) calc(var(--k-spacingUnit)*3)}
.Radio{flex:none;width:1em;height:1em;border:1px solid var(--k-colorBorder);border-radius:50%;background:var(--k-colorInputBackground)}
.Radio--checked{border:.3em solid var(--k-colorPrimary)}
.MoreButton{padding:calc(var(--k-spacingUnit)*3);font:inherit;color:var(--k-colorPrimary);background:none;border:0;cursor:pointer;text-align:left}
.MethodPanel p{margin:0;font-size:.87em;color:var(--k-colorTextSecondary);overflow-wrap:anywhere}
.UnactivatedWarning{margin:0 0 calc(var(--k-spacingUnit)*3);padding:calc(var(--k-spacingUnit)*2);font-size:.87em;color:var(--k-colorText);border:1px solid var(--k-colorBorder);border-left:4px solid #b35c00;border-radius:var(--k-borderRadius);overflow-wrap:anywhere}
.Checkbox{display:flex;gap:var(--k-gridColumnSpacing);align-items:flex-start}
.BankPicker{position:relative;width:100%}
.BankList{max-height:12em;overflow-y:auto;margin-top:4px;border:1px solid var(--k-colorBorder);border-radius:var(--k-borderRadius);background:var(--k-colorInputBackground)}
.BankList[hidden]{display:none}
.BankOption,.BankEmpty{padding:calc(var(--k-spacingUnit)*2) calc(var(--k-spacingUnit)*3);cursor:pointer}
.BankOption--hovered{background:color-mix(in srgb,var(--k-colorPrimary) 12%,transparent)}
.BankOption--selected{font-weight:600}
`;

/** Adds the rules once per document; the effect's cleanup leaves them for the next mount. */
export function injectMethodsStyle(): void {
  if (document.getElementById('kassa-methods-style') !== null) return;
  const style = document.createElement('style');
  style.id = 'kassa-methods-style';
  style.textContent = METHODS_CSS;
  document.head.append(style);
}
