import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** A landing section: an anchor target with its heading, centred content. */
export function Section({
  id,
  title,
  children,
  className,
  intro,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  intro?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-12 md:py-16', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 md:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export interface BandProps {
  id: string;
  title: ReactNode;
  /** The band's colours. */
  className: string;
  /** The content's width and layout. */
  layout: string;
  titleClassName: string;
  children: ReactNode;
}

/** A full-width band of the landing: an anchor target whose heading is its message, laid out by the caller. */
export function Band({ id, title, className, layout, titleClassName, children }: BandProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20', className)}>
      <div className={layout}>
        <h2 id={`${id}-title`} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
