import type { AppealNotice, HistoryNotice } from '../api/types';

/** What a notification card shows, from either record shape. */
export interface NoticeCard {
  id: number;
  /** The appeal behind the card: its masked phone is revealed through it. */
  appealId: number;
  name: string;
  phone: string;
  createdAt: string;
  assistance: string;
  noExecutor?: boolean;
  highRisk?: boolean;
}

const fullName = (name: string | null | undefined, lastName: string | null | undefined) => [name, lastName].filter(Boolean).join(' ');

export function fromAppeal(notice: AppealNotice): NoticeCard {
  return {
    id: notice.id,
    appealId: notice.id,
    name: fullName(notice.name, notice.last_name),
    phone: notice.phone,
    createdAt: notice.createdAt,
    assistance: (notice.assistans_type ?? '').split('\n').filter(Boolean).join(', '),
    noExecutor: notice.noExecutor === true,
    highRisk: notice.high_risk === true,
  };
}

export function fromHistory(notice: HistoryNotice): NoticeCard {
  return {
    id: notice.id,
    appealId: notice.appealId,
    name: fullName(notice.appeal?.name, notice.appeal?.last_name),
    phone: notice.appeal?.phone ?? '',
    createdAt: notice.createdAt ?? notice.appeal?.createdAt ?? '',
    assistance: notice.AssistanceTypes?.description ?? '',
    highRisk: notice.high_risk === true,
  };
}
