import { useState, type MouseEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AppLink, useSiteNav } from '../../../lib/site-nav';

/**
 * The follow-up code on the success screen: shown once (the server keeps only its
 * hash), with a plain note to keep it safe, a copy button and the way to /status.
 * Nothing here loses the code: the links to /status and /services first ask whether it is saved
 * (the code stays in view meanwhile), and opened in a new tab it leaves this dialog be.
 */
export function FollowUpCodeNote({ code }: { code: string }) {
  const nav = useSiteNav();
  const [copied, setCopied] = useState(false);
  /** Where a plain click on one of the note's links is about to go, once she confirms the code is saved. */
  const [leaving, setLeaving] = useState<string | null>(null);
  // A plain click would leave this page and the code with it: ask first.
  const askFirst = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLeaving(to);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 whitespace-normal" data-testid="follow-up-code-note">
      <p>Ваш код для перевірки стану звернення:</p>
      <p className="font-mono text-xl font-bold tracking-widest text-slate-900" data-testid="follow-up-code">
        {code}
      </p>
      <p>
        Збережіть цей код у безпечному місці, де його не побачать сторонні. Ми показуємо його лише один раз. З ним на сторінці{' '}
        <AppLink to={paths.status.href()} className="font-medium text-brand-700 underline" onClick={askFirst(paths.status.href())}>
          «Стан звернення»
        </AppLink>{' '}
        можна побачити стан звернення й написати нам — без дзвінка.
      </p>
      <p>
        Поки чекаєте на відповідь, гарячі лінії та служби поруч з вами є на сторінці{' '}
        <a href={paths.services.href()} className="font-medium text-brand-700 underline" onClick={askFirst(paths.services.href())}>
          «Куди звернутися»
        </a>
        .
      </p>
      <Button variant="secondary" size="sm" className="self-start" onClick={copy}>
        {copied ? 'Скопійовано' : 'Скопіювати код'}
      </Button>
      <div aria-live="polite">
        {leaving !== null && (
          <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="follow-up-leave">
            <p className="font-medium text-slate-900">Ви зберегли код? Після переходу ми його більше не покажемо.</p>
            <div className="flex flex-wrap gap-2">
              {/* /services is the public shell's page: a page load, not the router (config/paths.ts). */}
              <Button size="sm" onClick={() => (leaving === paths.services.href() ? window.location.assign(leaving) : nav.push(leaving))}>
                Так, перейти
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setLeaving(null)}>
                Ще ні
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
