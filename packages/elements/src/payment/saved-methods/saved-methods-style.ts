/**
 * The rules of the saved-methods picker. They ship with its lazy chunk and are added to the
 * document when the chunk loads, before the picker renders: in the frame's stylesheet they
 * would count against the card-only payment frame's size budget (bench/bundle-sizes), and most
 * shoppers have nothing saved. `.PickerItem` shares the look of `.Tab` (payment.css). The frame
 * pages' content policy allows inline styles (`style-src 'unsafe-inline'`).
 */
const SAVED_METHODS_CSS = `
.SavedMethods,.RemoveConfirm{display:grid;gap:var(--k-gridRowSpacing);margin:0 0 var(--k-gridRowSpacing);padding:0;border:0}
.SavedCard,.RemoveConfirm,.PickerItem,.SaveBox{display:flex;align-items:center;gap:var(--k-gridColumnSpacing)}
.PickerItem--disabled{opacity:0.6}
.PickerItem:has(:focus-visible),.PickerAction:focus-visible{outline:2px solid var(--k-colorPrimary)}
.PickerItem .SecondaryText{margin-inline-start:auto}
.PickerAction{font:inherit;color:var(--k-colorPrimary);background:none;border:0}
`;

/** Adds the rules once per document. */
export function injectSavedMethodsStyle(): void {
  if (document.getElementById('kassa-saved-methods-style') !== null) return;
  const style = document.createElement('style');
  style.id = 'kassa-saved-methods-style';
  style.textContent = SAVED_METHODS_CSS;
  document.head.append(style);
}
