import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

const LOAD_AHEAD_MARGIN = '200px 0px';

/**
 * Renders its children (usually a lazy chunk) only once the reader scrolls near it, so
 * below-the-fold code does not compete with the first paint. The placeholder keeps the height.
 */
export function DeferredSection({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const node = placeholderRef.current;
    if (!node || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = <div ref={placeholderRef} style={{ minHeight }} />;
  if (!isNear) return placeholder;
  return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
}
