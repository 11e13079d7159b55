import { describe, expect, it } from 'vitest';
import { actionTitle, foldReads, timelineDetails } from './timeline-text';

describe('timeline wording', () => {
  it('names each step of an appeal in Ukrainian', () => {
    expect(actionTitle('created')).toBe('Звернення створено');
    expect(actionTitle('redirected')).toBe('Перенаправлено');
    expect(actionTitle('referral-expired')).toBe('Служба не відповіла: посилання збігло');
    expect(actionTitle('finished')).toBe('Виконано');
  });

  it('tells who handed a record to whom and the status it got', () => {
    // Act
    const details = timelineDetails({
      action: 'redirected',
      before: { statusId: 1, appealStatusId: 1, userId: 2, userName: 'Ірина Коваленко' },
      after: { statusId: 2, appealStatusId: 2, userId: 3, userName: 'Андрій Мельник' },
    });

    // Assess
    expect(details).toEqual(['Ірина Коваленко → Андрій Мельник', 'Статус: Перенаправлено', 'Статус звернення: Перенаправлено']);
  });

  it('lists changed fields by their labels', () => {
    expect(timelineDetails({ action: 'updated', before: {}, after: { fields: ['phone', 'assistans_type', 'assistanceIds'] } })).toEqual([
      'Поля: Телефон, Тип звернення',
    ]);
  });

  it('says a finishing comment went into the report', () => {
    expect(
      timelineDetails({ action: 'finished', before: { statusId: 3, appealStatusId: 3 }, after: { statusId: 4, appealStatusId: 4, fields: ['comment'] } }),
    ).toEqual(['Статус: В роботі → Виконано', 'Коментар додано до звіту', 'Поля: Важлива інформація', 'Статус звернення: Виконано']);
  });

  it('says why personal data were anonymised', () => {
    expect(actionTitle('anonymised')).toBe('Персональні дані знеособлено');
    expect(timelineDetails({ action: 'anonymised', before: null, after: { reason: 'request', reports: 1, messages: 0 } })).toEqual(['На прохання заявника']);
    expect(timelineDetails({ action: 'anonymised', before: null, after: { reason: 'retention', reports: 1, messages: 0 } })).toEqual([
      'Минув строк зберігання персональних даних',
    ]);
  });

  it('says when only the latest reads are shown', () => {
    expect(actionTitle('reads-earlier')).toBe('Давніші перегляди не показано');
    expect(timelineDetails({ action: 'reads-earlier', before: null, after: { shown: 100 } })).toEqual([
      'Показано 100 останніх переглядів; давніші збережено в журналі переглядів',
    ]);
  });

  it('says a change of the danger assessment in words, and never shows a raw key', () => {
    expect(actionTitle('risk-changed')).toBe('Змінено оцінку небезпеки');
    expect(timelineDetails({ action: 'risk-changed', before: { riskLevel: 'elevated' }, after: { riskLevel: 'high', questions: ['strangulation'] } })).toEqual([
      'Рівень небезпеки: підвищений → високий',
      'Змінено відповідей: 1',
    ]);
    expect(timelineDetails({ action: 'updated', before: {}, after: { fields: ['riskAnswers', 'safeContact', 'somethingNew'] } })).toEqual([
      "Поля: Оцінка небезпеки, Як безпечно зв'язатися, інші дані",
    ]);
    expect(actionTitle('some-future-step')).toBe('Інша зміна');
  });

  it("folds each person's reads of one Kyiv day into one line, where the first was", () => {
    const at = (iso: string) => Date.parse(iso);
    const read = (id: string, actorId: number, iso: string) => ({ id, action: 'read', actorId, at: at(iso) });
    const lines = foldReads([
      { id: 'c', action: 'created', actorId: 0, at: at('2026-03-10T08:00:00Z') },
      read('r1', 1, '2026-03-10T09:00:00Z'),
      read('r2', 2, '2026-03-10T09:05:00Z'),
      { id: 's', action: 'status-changed', actorId: 2, at: at('2026-03-10T09:10:00Z') },
      read('r3', 1, '2026-03-10T20:00:00Z'),
      // 23:30 UTC is already the next day in Kyiv.
      read('r4', 1, '2026-03-10T23:30:00Z'),
    ]);
    expect(lines.map((l) => (l.kind === 'step' ? l.event.id : l.events.map((e) => e.id).join('+')))).toEqual(['c', 'r1+r3', 'r2', 's', 'r4']);
  });
});
