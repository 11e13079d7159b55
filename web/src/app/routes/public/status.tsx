import { StatusPage } from '../../../features/follow-up/components/status-page';
import { OrganisationContacts } from '../../../features/public-site/components/organisation-contacts';
import { PublicLayout } from '../../../features/public-site/components/public-layout';
import { PUBLIC_TITLE, useDocumentTitle } from '../../../lib/page-title';
import { InteractiveFieldset } from '../../../components/ui/interactive-fieldset';

/** /status: an appeal's state and messages by its follow-up code, without an account. */
export function Component() {
  useDocumentTitle(`Стан звернення | ${PUBLIC_TITLE}`);
  return (
    <PublicLayout>
      <meta name="description" content="Стан звернення до Проєкту Досить за його кодом: відповіді фахівців і нові повідомлення, без облікового запису." />
      <InteractiveFieldset>
        <StatusPage contacts={<OrganisationContacts />} />
      </InteractiveFieldset>
    </PublicLayout>
  );
}
