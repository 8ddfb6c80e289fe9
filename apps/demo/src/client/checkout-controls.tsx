/**
 * Switches that exercise the bindings the way merchants' apps do: changing <Elements options>
 * (the theme, applied with elements.update), removing event props (element.off), and
 * unmounting/remounting an element component (destroy, then a new element).
 */
export interface CheckoutControlsState {
  theme: 'stripe' | 'night';
  listening: boolean;
  shown: boolean;
}

export const INITIAL_CONTROLS: CheckoutControlsState = {
  theme: 'stripe',
  listening: true,
  shown: true,
};

export function CheckoutControls({
  state,
  onChange,
}: {
  state: CheckoutControlsState;
  onChange: (next: CheckoutControlsState) => void;
}) {
  return (
    <fieldset className="controls">
      <legend>Integration switches</legend>
      <label>
        <input
          type="checkbox"
          checked={state.theme === 'night'}
          onChange={(event) =>
            onChange({ ...state, theme: event.target.checked ? 'night' : 'stripe' })
          }
        />
        Night theme
      </label>
      <label>
        <input
          type="checkbox"
          checked={state.listening}
          onChange={(event) => onChange({ ...state, listening: event.target.checked })}
        />
        Log element events
      </label>
      <label>
        <input
          type="checkbox"
          checked={state.shown}
          onChange={(event) => onChange({ ...state, shown: event.target.checked })}
        />
        Show the card form
      </label>
    </fieldset>
  );
}
