import type { ReactNode } from 'react';

/**
 * What a person should know before writing. `contacts` is the
 * organisation's phone and messenger, from the content service (composed by the page).
 */
export function AppealInfoBlock({ contacts }: { contacts: ReactNode }) {
  return (
    <section aria-labelledby="appeal-info-title" className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm leading-relaxed text-slate-800 sm:p-5">
      <h2 id="appeal-info-title" className="mb-2 text-base font-semibold text-brand-800">
        Важливо знати перед зверненням
      </h2>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>Допомога надається онлайн і анонімно.</li>
        <li>Ви можете вказати змінене ім'я — справжнє ім'я не обов'язкове.</li>
        <li>Зустрічі з фахівцями проходять без камери: телефоном або в месенджері.</li>
        <li>У нас немає цілодобової лінії: якщо ми не відповіли на ваш дзвінок, ми обов'язково вам передзвонимо.</li>
        <li>Платформа працює в тестовому режимі — завдяки їй служби реагують на звернення швидше.</li>
        <li>
          Усе, що ви зазначите у формі, отримають профільні фахівці вашого регіону. Вони зателефонують вам з невідомих номерів — будь ласка, відповідайте на
          такі дзвінки.
        </li>
      </ul>
      {contacts}
    </section>
  );
}
