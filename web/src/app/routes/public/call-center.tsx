import { PublicAppealPage } from './appeal-page';

/** /call-center: the appeal form in call-centre mode (the path alone switches it on). */
export function Component() {
  return (
    <PublicAppealPage
      mode="call-center"
      title="Кол-центр: нове звернення"
      description="Кол-центр Проєкту Досить: звернення, записане під час телефонної розмови з людиною, яка потерпає від насильства."
    />
  );
}
