/**
 * The share box (R§2; W§2 Refer and Promote): plain links to each network's own share page, no
 * third-party script on our pages. Messenger's web dialog needs an app id, so it uses the
 * `fb-messenger://` link phones open; desktop visitors still have the copy button.
 */
export const SHARE_NETWORKS = ['facebook', 'x', 'messenger', 'whatsapp', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The share URL of each network for a page address and a short message (the message is ignored where the network takes none). */
export function shareLinks(url: string, text: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(text ? `${text} ${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
    messenger: `fb-messenger://share/?link=${u}`,
    whatsapp: `https://wa.me/?text=${message}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}
