import { useEffect, useState } from 'react';

interface AnnouncerProps {
  /** The newest error; a screen reader reads it out when it changes. */
  message: string | undefined;
}

/**
 * One live region per frame. Inputs point at their error with aria-describedby, but that is
 * only read on focus; the live region tells the shopper as soon as an error appears.
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
    <div
      className="VisuallyHidden"
      role="alert"
      aria-live="assertive"
      aria-atomic="true"
      data-testid="announcer"
    >
      {spoken}
    </div>
  );
}
