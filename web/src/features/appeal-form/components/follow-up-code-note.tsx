import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/site-nav';

/**
 * The follow-up code on the success screen: shown once (the server keeps only its
 * hash), with a plain note to keep it safe, a copy button and the way to /status.
 */
export function FollowUpCodeNote({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
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
        <AppLink to={paths.status.href()} className="font-medium text-brand-700 underline">
          «Стан звернення»
        </AppLink>{' '}
        можна побачити стан звернення й написати нам — без дзвінка.
      </p>
      <Button variant="secondary" size="sm" className="self-start" onClick={copy}>
        {copied ? 'Скопійовано' : 'Скопіювати код'}
      </Button>
    </div>
  );
}
