import { InteractiveFieldset } from '../../../components/ui/interactive-fieldset';
import { PublicLayout } from '../../../features/public-site/components/public-layout';
import { ServicesDirectory } from '../../../features/services/components/services-directory';
import { PUBLIC_TITLE, useDocumentTitle } from '../../../lib/page-title';

/** /services 'Куди звернутися': help services by place and kind; the national lines are in its pre-rendered HTML. */
export function Component() {
  useDocumentTitle(`Куди звернутися | ${PUBLIC_TITLE}`);
  return (
    <PublicLayout>
      <meta
        name="description"
        content="Куди звернутися по допомогу поруч: гарячі лінії, притулки, безоплатна правова й психологічна допомога у вашій області та громаді."
      />
      <ServicesDirectory interactive={(controls) => <InteractiveFieldset>{controls}</InteractiveFieldset>} />
    </PublicLayout>
  );
}
