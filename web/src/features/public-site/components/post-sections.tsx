import { useState } from 'react';
import { useCategories } from '../api/get-categories';
import type { PostFilter } from '../api/get-posts';
import { ALL_CATEGORY, EVENT_TABS, MEDIA_CATEGORY, MEDIA_TABS, REPORT_CATEGORIES } from '../lib/constants';
import { PostFeed } from './post-feed';
import { Section } from './section';
import { Tabs } from './tabs';

/** #activities: 'Анонси' and 'Ініціативи'. */
export function EventsSection() {
  const [tab, setTab] = useState<string>(EVENT_TABS[0].category);
  return (
    <Section id="activities" title="Події">
      <Tabs label="Події" tabs={EVENT_TABS.map((t) => ({ key: t.category, title: t.title }))} selected={tab} onSelect={setTab}>
        <PostFeed key={tab} filter={{ category: tab }} />
      </Tabs>
    </Section>
  );
}

/** #reports: the six report categories; 'Всі' is every post but the media ones. */
export function ReportsSection() {
  const categories = useCategories();
  const [tab, setTab] = useState<string>(ALL_CATEGORY);
  // Titles come from the content service when it has them; the spec's six are the fallback.
  const tabs = REPORT_CATEGORIES.map((c) => ({ key: c.slug, title: categories?.find((k) => k.slug === c.slug)?.title || c.title }));
  const filter: PostFilter = tab === ALL_CATEGORY ? { notCategory: MEDIA_CATEGORY } : { category: tab };
  return (
    <Section id="reports" title="Звіти" className="bg-slate-50">
      <Tabs label="Категорії звітів" tabs={tabs} selected={tab} onSelect={setTab}>
        <PostFeed key={tab} filter={filter} />
      </Tabs>
    </Section>
  );
}

/** #media: tab 0 'Ми в змі', tab 1 'Блог'; selecting a tab loads its posts from the first step. */
export function MediaSection() {
  const [tab, setTab] = useState<string>(MEDIA_TABS[0].category);
  return (
    <Section id="media" title="Медіа">
      <Tabs label="Медіа" tabs={MEDIA_TABS.map((t) => ({ key: t.category, title: t.title }))} selected={tab} onSelect={setTab}>
        <PostFeed key={tab} filter={{ category: tab }} />
      </Tabs>
    </Section>
  );
}
