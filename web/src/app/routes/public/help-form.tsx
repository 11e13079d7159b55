import { PublicAppealPage } from './appeal-page';

/** /help-form: the public appeal form (spec part 2 section 2). */
export function Component() {
  return <PublicAppealPage mode="public" title="Звернутися по допомогу" />;
}
