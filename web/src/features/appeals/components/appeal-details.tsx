import { formatDateTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay, phoneHref } from '@dosyt/core/phone/phone.rules';
import { regionLabel } from '@dosyt/core/region/region.rules';
import type { ReactNode } from 'react';
import { RiskBadge } from '../../../components/safety/risk-badge';
import { SafeContactNotice } from '../../../components/safety/safe-contact-notice';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { Appeal } from '../types';
import { agesText } from './appeal-report-view';
import { applicantName, deadlineText, RequestTypeCell } from './appeals-table';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** The appeal itself, read-only (the history screen of an appeal). */
export function AppealDetails({ appeal }: { appeal: Appeal }) {
  const community = appeal.community;
  return (
    <div className="flex flex-col gap-4">
      {/* First, before the phone: how to reach the person safely and the risk level (never mailed). */}
      <SafeContactNotice safeContact={appeal.safe_contact} riskLevel={appeal.risk_level} riskAnswers={appeal.risk_answers} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <Item label="Статус">
          <span className="inline-flex flex-wrap gap-2">
            <StatusBadge statusId={appeal.status_id} title={appeal.status?.title} />
            <RiskBadge level={appeal.risk_level} />
          </span>
        </Item>
        <Item label="Дата звернення">{formatDateTime(appeal.createdAt)}</Item>
        <Item label="Термін">{deadlineText(appeal)}</Item>
        <Item label="Заявник">{applicantName(appeal)}</Item>
        <Item label="Телефон">
          {appeal.phone ? (
            <a href={phoneHref(appeal.phone)} className="text-brand-700 hover:underline">
              {formatPhoneDisplay(appeal.phone)}
            </a>
          ) : (
            '—'
          )}
        </Item>
        {appeal.anonymisedAt && <Item label="Персональні дані">Знеособлено {formatDateTime(appeal.anonymisedAt)}</Item>}
        <Item label="Спосіб зв'язку">{appeal.communiction}</Item>
        <Item label="Тип звернення">
          <RequestTypeCell text={appeal.assistans_type} />
        </Item>
        <Item label="Громада">
          {community ? [community.name, community.adminCenter, community.region ? regionLabel(community.region) : ''].filter(Boolean).join(', ') : '—'}
        </Item>
        <Item label="Допомога дитині">{appeal.children_help ? `Так, дітей: ${appeal.children_count} (${agesText(appeal.children_ages)})` : 'Ні'}</Item>
        <Item label="Опис ситуації">
          <span className="whitespace-pre-line">{appeal.description}</span>
        </Item>
        {appeal.creator && <Item label="Хто вніс">{appeal.creator}</Item>}
        {appeal.date_communication && <Item label="Дата та час дзвінка">{formatDateTime(appeal.date_communication)}</Item>}
        {appeal.isDuplicate && <Item label="Дублікат">{appeal.duplicateOf != null ? `звернення №${appeal.duplicateOf}` : 'так'}</Item>}
      </dl>
    </div>
  );
}
