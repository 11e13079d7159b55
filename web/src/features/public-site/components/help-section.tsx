import { mediaUrl } from '../api/content-client';
import { useSection } from '../api/get-section';
import { LazyImage } from './lazy-image';
import { Section } from './section';

export function HelpSection() {
  const { data: help } = useSection('helps');
  const items = help?.helpItems ?? [];
  if (!help || items.length === 0) return null;
  return (
    <Section id="help" title={help.titleText || 'Допомога'} intro={help.description} className="bg-slate-50">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5">
            {item.image && <LazyImage src={mediaUrl(item.image)} alt="" width={48} height={48} frameClassName="size-12 shrink-0 bg-transparent" />}
            <p className="text-slate-800">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
