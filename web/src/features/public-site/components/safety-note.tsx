import { cn } from '../../../components/ui/cn';

/**
 * A short, honest note for the appeal form: what the quick exit does and what it
 * cannot do. Place it near the top of the form.
 */
export function SafetyNote({ className }: { className?: string }) {
  return (
    <aside aria-labelledby="safety-note-title" className={cn('rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800', className)}>
      <h2 id="safety-note-title" className="mb-1 text-base font-semibold text-slate-900">
        Ваша безпека
      </h2>
      <p>
        Якщо хтось підійде, натисніть «Швидкий вихід» угорі сторінки або тричі клавішу Shift: сторінка одразу зникне, відкриється пошук Google, а кнопка «Назад»
        не поверне на цю сторінку.
      </p>
      <p className="mt-2">
        Це не видаляє історію браузера: сторінки, які ви відкривали раніше, у ній залишаться. Якщо хтось може переглядати ваш телефон чи комп’ютер, відкривайте
        сайт у режимі інкогніто (приватне вікно) або видаляйте історію після відвідування.
      </p>
    </aside>
  );
}
