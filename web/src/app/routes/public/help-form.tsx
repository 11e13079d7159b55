import { PublicAppealPage } from './appeal-page';

/** /help-form: the public appeal form. */
export function Component() {
  return (
    <PublicAppealPage
      mode="public"
      title="Звернутися по допомогу"
      description="Звернення до Проєкту Досить: конфіденційна форма для людей, які потерпають від домашнього чи гендерно зумовленого насильства. Можна анонімно."
    />
  );
}
