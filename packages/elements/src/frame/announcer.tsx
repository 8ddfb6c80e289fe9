import { useEffect, useState } from 'react';

interface AnnouncerProps {
  /** The newest error; a screen reader reads it out when it changes. */
  message: string | undefined;
}

/**
 * One live region per frame. Inputs point at their error with aria-describedby, but that is
 * only read on focus; the live region tells the shopper when an error appears as they leave a
 * field. Polite: it waits for the screen reader to finish what it says about the next field.
 * Errors shown by a submit are not given to it: submit moves focus to the first invalid field,
 * whose description says the error once (a live region too would say it twice, and once per
 * frame with the split fields).
 */
export function Announcer({ message }: AnnouncerProps) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    // Emptied first so the same text said twice is announced twice.
    setSpoken('');
    if (message === undefined) return;
    const timer = setTimeout(() => setSpoken(message), 50);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div className="VisuallyHidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {spoken}
    </div>
  );
}
