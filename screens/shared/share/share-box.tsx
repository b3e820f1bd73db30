import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinks, type ShareNetwork } from '../../../engine/rules/share-links';
import './share-box.css';

const NETWORK_LABEL: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  messenger: 'Messenger',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
};

/** Copies with the Clipboard API; where it is refused (no permission, insecure origin) selects the text for a manual copy. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return false;
  }
}

/**
 * The share box (R§2; used by /refer and /promote-profile): the link in a read-only field with a
 * copy button, and plain links to each network's share page (no third-party script).
 */
export function ShareBox({ url, message, networks, label }: { url: string; message: string; networks: readonly ShareNetwork[]; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const links = shareLinks(url, message);
  return (
    <div className="share-box">
      <label className="share-box__label" htmlFor="share-box-url">
        {label}
      </label>
      <div className="share-box__row">
        <input id="share-box-url" ref={setInput} className="share-box__url" readOnly value={url} data-testid="share-url" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button share-box__copy" onClick={() => void copyText(url, input).then((ok) => setCopied(ok ? 'yes' : 'manual'))}>
          {t('SHARE_COPY_LINK')}
        </button>
      </div>
      <p className="share-box__status" role="status">
        {copied === 'yes' ? t('SHARE_COPIED') : copied === 'manual' ? t('SHARE_COPY_MANUALLY') : ''}
      </p>
      <ul className="share-box__networks" aria-label={t('SHARE_NETWORKS_LABEL')}>
        {networks.map((network) => (
          <li key={network}>
            <a className={`share-box__network share-box__network--${network}`} href={links[network]} target="_blank" rel="noopener noreferrer">
              {t('SHARE_ON', { network: NETWORK_LABEL[network] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
