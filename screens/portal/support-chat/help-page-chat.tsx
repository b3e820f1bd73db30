import { lazy, Suspense, type ComponentType } from 'react';
import { API_ACCESS, checkAccess } from '../../../engine/rules/access';
import { useViewer } from '../../shared/session/viewer';

/** The portal's live chat launcher, loaded only for those who may chat (its own chunk). */
const LiveChat = lazy(async () => ({ default: (await import('./chat-launcher')).ChatLauncher }));

/**
 * A help-centre page (R§2: the FAQ has "a live chat with an offline popup offering e-mail and FAQ
 * links", issue 27): a worker the access table lets chat gets the portal's live chat here too;
 * everyone else gets the help centre's own contact (screens/help/help-contact.tsx), in the page.
 */
export function withLiveChat(Page: ComponentType): ComponentType {
  return function HelpPageWithLiveChat() {
    const viewer = useViewer();
    const chat = viewer !== undefined && viewer !== null && checkAccess(API_ACCESS.supportChat, viewer) === null;
    return (
      <>
        <Page />
        {chat ? (
          <Suspense fallback={null}>
            <LiveChat />
          </Suspense>
        ) : null}
      </>
    );
  };
}
