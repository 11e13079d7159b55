import { RISK_LEVEL_LABELS, type RiskLevel } from '@dosyt/core/appeal/risk.rules';
import { kyivDayKey } from '@dosyt/core/dates/dates';
import { statusTitle } from '@dosyt/core/status/status.rules';
import type { TimelineEvent } from '../types';

const FIELD_LABELS: Record<string, string> = {
  name: "Ім'я",
  last_name: 'Прізвище',
  age: 'Вік',
  phone: 'Телефон',
  region_id: 'Область',
  community_id: 'Громада',
  communiction: "Спосіб зв'язку",
  assistans_type: 'Тип звернення',
  assistanceIds: 'Тип звернення',
  description: 'Опис ситуації',
  children_help: 'Допомога дитині',
  children_count: 'Кількість дітей',
  children_ages: 'Вік дітей',
  date_communication: 'Дата та час',
  comment: 'Важлива інформація',
  riskAnswers: 'Оцінка небезпеки',
  risk_answers: 'Оцінка небезпеки',
  safeContact: "Як безпечно зв'язатися",
  safe_contact: "Як безпечно зв'язатися",
  userId: 'Виконавець',
  statusId: 'Статус',
};

const ACTION_TITLES: Record<string, string> = {
  created: 'Звернення створено',
  assigned: 'Призначено виконавця',
  updated: 'Змінено дані звернення',
  redistributed: 'Виконавців перепризначено',
  redirected: 'Перенаправлено',
  'status-changed': 'Змінено статус',
  finished: 'Виконано',
  'comment-updated': 'Оновлено «Важлива інформація»',
  'person-message': 'Повідомлення від заявника (сторінка «Стан звернення»)',
  'staff-message': 'Відповідь заявнику',
  anonymised: 'Персональні дані знеособлено',
  read: 'Перегляд персональних даних',
  'reads-earlier': 'Давніші перегляди не показано',
  'risk-changed': 'Змінено оцінку небезпеки',
  'referral-sent': 'Направлено до служби',
  'referral-accepted': 'Служба прийняла направлення',
  'referral-declined': 'Служба відхилила направлення',
  'referral-completed': 'Служба надала допомогу',
  'referral-expired': 'Служба не відповіла: посилання збігло',
  'referral-closed': 'Направлення закрито без відповіді',
};

const READ_KINDS: Record<string, string> = {
  view: 'Відкрито звернення',
  reveal: 'Показано номер телефону',
  print: 'Звіт / друк',
  export: 'Експорт',
  edit: 'Збережено звернення або запис',
  search: 'Знайдено пошуком за повним номером телефону',
  messages: 'Переглянуто повідомлення заявника',
};

/** Every step in words: an action this screen does not know yet is a plain 'Інша зміна', never its key. */
export const actionTitle = (action: string): string => ACTION_TITLES[action] ?? 'Інша зміна';

const riskLabel = (level: unknown): string => RISK_LEVEL_LABELS[level as RiskLevel] ?? 'не оцінено';

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The details of a step, in words; the events hold ids and field names only, never personal data. */
export function timelineDetails(event: Pick<TimelineEvent, 'action' | 'before' | 'after'>): string[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const details: string[] = [];
  switch (event.action) {
    case 'created':
      details.push(after.channel === 'staff' ? 'Внесено працівником платформи' : 'Надіслано через форму на сайті');
      if (after.isDuplicate === true && num(after.duplicateOf) !== undefined) details.push(`Дублікат звернення №${String(after.duplicateOf)}`);
      break;
    case 'assigned':
      if (str(after.userName)) details.push(`Виконавець: ${String(after.userName)}`);
      break;
    case 'redirected':
      details.push(`${str(before.userName) ?? '—'} → ${str(after.userName) ?? '—'}`);
      details.push(`Статус: ${statusTitle(num(after.statusId))}`);
      break;
    case 'status-changed':
    case 'finished':
      details.push(`Статус: ${statusTitle(num(before.statusId))} → ${statusTitle(num(after.statusId))}`);
      if (event.action === 'finished') details.push('Коментар додано до звіту');
      break;
    case 'read':
      details.push(READ_KINDS[String(after.what)] ?? String(after.what));
      break;
    case 'reads-earlier':
      details.push(`Показано ${String(num(after.shown) ?? '')} останніх переглядів; давніші збережено в журналі переглядів`);
      break;
    case 'anonymised':
      details.push(after.reason === 'request' ? 'На прохання заявника' : 'Минув строк зберігання персональних даних');
      break;
    case 'risk-changed': {
      details.push(`Рівень небезпеки: ${riskLabel(before.riskLevel)} → ${riskLabel(after.riskLevel)}`);
      const questions = Array.isArray(after.questions) ? after.questions.length : 0;
      if (questions > 0) details.push(`Змінено відповідей: ${questions}`);
      break;
    }
    case 'redistributed': {
      const count = Array.isArray(after.executorIds) ? after.executorIds.length : 0;
      details.push(`Призначено виконавців: ${count}`);
      break;
    }
    default:
      break;
  }
  const fields = Array.isArray(after.fields) ? after.fields.filter((f): f is string => typeof f === 'string') : [];
  if (fields.length > 0) details.push(`Поля: ${[...new Set(fields.map((f) => FIELD_LABELS[f] ?? 'інші дані'))].join(', ')}`);
  if (num(after.appealStatusId) !== undefined && num(before.appealStatusId) !== num(after.appealStatusId)) {
    details.push(`Статус звернення: ${statusTitle(num(after.appealStatusId))}`);
  }
  return details;
}

/** One line of the timeline: a step, or the reads of one person on one day folded together. */
export type TimelineLine<E extends Pick<TimelineEvent, 'id' | 'action' | 'at' | 'actorId'>> =
  { kind: 'step'; event: E } | { kind: 'reads'; id: string; events: E[] };

/**
 * Reads make most of an appeal's entries: each person's reads of one Kyiv day become one
 * line (where the first of them was), the rest of the steps stay as they are.
 */
export function foldReads<E extends Pick<TimelineEvent, 'id' | 'action' | 'at' | 'actorId'>>(events: readonly E[]): TimelineLine<E>[] {
  const lines: TimelineLine<E>[] = [];
  const groups = new Map<string, E[]>();
  for (const event of events) {
    if (event.action !== 'read') {
      lines.push({ kind: 'step', event });
      continue;
    }
    const key = `${event.actorId}#${kyivDayKey(new Date(event.at))}`;
    const group = groups.get(key);
    if (group) {
      group.push(event);
      continue;
    }
    const fresh = [event];
    groups.set(key, fresh);
    lines.push({ kind: 'reads', id: `reads-${event.id}`, events: fresh });
  }
  return lines;
}

export const readKindText = (what: unknown): string => READ_KINDS[String(what)] ?? 'Перегляд';
