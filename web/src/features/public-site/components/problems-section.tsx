import { mediaUrl } from '../api/content-client';
import { useSection } from '../api/get-section';
import { LazyImage } from './lazy-image';
import { Section } from './section';

export function ProblemsSection() {
  const { data: problems } = useSection('problems');
  const cards = problems?.sections ?? [];
  if (!problems || cards.length === 0) return null;
  return (
    <Section id="problems" title={problems.titleText || 'Проблеми'}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => (
          <li
            key={card.id ?? i}
            className="flex flex-col gap-3 rounded-2xl p-6"
            style={{ backgroundColor: card.backgroundColor || '#f5f3ff', color: card.textColor || '#0f172a' }}
          >
            {card.src && <LazyImage src={mediaUrl(card.src)} alt="" width={56} height={56} frameClassName="size-14 bg-transparent" />}
            <h3 className="text-xl font-semibold">{card.text}</h3>
            {card.description && <p className="leading-relaxed">{card.description}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
