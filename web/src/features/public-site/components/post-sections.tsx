import { useState } from 'react';
import { useCategories } from '../api/get-categories';
import type { PostFilter } from '../api/get-posts';
import { ALL_CATEGORY, EVENT_TABS, MEDIA_CATEGORY, MEDIA_TABS, REPORT_CATEGORIES } from '../lib/constants';
import { PostFeed } from './post-feed';
import { Section } from './section';
import { Tabs } from './tabs';

interface PostTabsSectionProps {
  id: string;
  title: string;
  /** The tab list's name. */
  label: string;
  className?: string;
  /** The first is selected at first. */
  tabs: readonly { key: string; title: string }[];
  filterOf: (tab: string) => PostFilter;
}

/** A landing section of post tabs: selecting a tab loads its posts from the first step. */
function PostTabsSection({ id, title, label, className, tabs, filterOf }: PostTabsSectionProps) {
  const [tab, setTab] = useState(tabs[0]!.key);
  return (
    <Section id={id} title={title} className={className}>
      <Tabs label={label} tabs={tabs} selected={tab} onSelect={setTab}>
        <PostFeed key={tab} filter={filterOf(tab)} />
      </Tabs>
    </Section>
  );
}

const categoryTabs = (tabs: readonly { title: string; category: string }[]) => tabs.map((t) => ({ key: t.category, title: t.title }));
const postsOf = (category: string): PostFilter => ({ category });

/** #activities: 'Анонси' and 'Ініціативи'. */
export function EventsSection() {
  return <PostTabsSection id="activities" title="Події" label="Події" tabs={categoryTabs(EVENT_TABS)} filterOf={postsOf} />;
}

/** #reports: the six report categories; 'Всі' is every post but the media ones. */
export function ReportsSection() {
  const categories = useCategories();
  // Titles come from the content service when it has them; these six are the fallback.
  const tabs = REPORT_CATEGORIES.map((c) => ({ key: c.slug, title: categories?.find((k) => k.slug === c.slug)?.title || c.title }));
  return (
    <PostTabsSection
      id="reports"
      title="Звіти"
      label="Категорії звітів"
      className="bg-slate-50"
      tabs={tabs}
      filterOf={(tab) => (tab === ALL_CATEGORY ? { notCategory: MEDIA_CATEGORY } : { category: tab })}
    />
  );
}

/** #media: tab 0 'Ми в змі', tab 1 'Блог'. */
export function MediaSection() {
  return <PostTabsSection id="media" title="Медіа" label="Медіа" tabs={categoryTabs(MEDIA_TABS)} filterOf={postsOf} />;
}
