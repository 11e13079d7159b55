/**
 * The public header's menu: the landing's section anchors, in order. The web app shows it
 * when the content service has none, and a new stage's content skeleton starts with it.
 */
export const LANDING_MENU = [
  { title: 'Про нас', href: '#about' },
  { title: 'Проблеми', href: '#problems' },
  { title: 'Допомога', href: '#help' },
  { title: 'Події', href: '#activities' },
  { title: 'Звіти', href: '#reports' },
  { title: 'Команда', href: '#team' },
  { title: 'Партнери', href: '#partners' },
  { title: 'ЗМІ про нас', href: '#media' },
  { title: 'Контакти', href: '#contacts' },
] as const;
