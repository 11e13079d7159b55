import { PublicAppealPage } from './appeal-page';

/** /help-form: the public appeal form (spec part 2 section 2). */
export function Component() {
  return (
    <PublicAppealPage
      mode="public"
      title="Звернутися по допомогу"
      description="Звернення до Проєкту Досить: конфіденційна форма для людей, які потерпають від домашнього чи гендерно зумовленого насильства. Можна анонімно."
    />
  );
}
