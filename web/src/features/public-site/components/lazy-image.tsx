import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';

export interface LazyImageProps {
  src: string | undefined;
  alt: string;
  width?: number | null;
  height?: number | null;
  className?: string;
  /** Classes of the placeholder box around the image. */
  frameClassName?: string;
  /** Above the fold (the hero): load at once, with priority, without the fade. */
  eager?: boolean;
}

/**
 * An image that loads when a tenth of it becomes visible, behind a placeholder,
 * and fades in over 0.5 s. Width and height are always
 * set, so nothing jumps when it arrives.
 */
export function LazyImage({ src, alt, width, height, className, frameClassName, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [loaded, setLoaded] = useState(eager);

  useEffect(() => {
    if (near || !ref.current) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);

  if (!src) return null;
  return (
    <span className={cn('block overflow-hidden bg-brand-50', frameClassName)}>
      <img
        ref={ref}
        src={near ? src : undefined}
        alt={alt}
        width={width ?? undefined}
        height={height ?? undefined}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onLoad={() => setLoaded(true)}
        className={cn(
          'block h-auto w-full',
          !eager && 'transition-opacity duration-500 ease-in motion-reduce:transition-none',
          loaded ? 'opacity-100' : 'opacity-0',
          className,
        )}
      />
    </span>
  );
}
