import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SupportInboxItem } from "../../engine/generated/api/support-inbox-item";
import { bcp47ForLanguage } from "../../engine/rules/language";
import { loadErrorLabel, retryHelps } from "../shared/error-label";
import { languageOf } from "../shared/i18n/i18n";
import { DocumentTitle } from "../shared/document-title";
import { useLogOut } from "../shared/session/use-log-out";
import { EmptyState, ErrorState, LoadingState } from "../ui/status";
import { useSupportInbox } from "./api/support-inbox";
import { ContactRequests } from "./contact-requests";
import { ConversationView } from "./conversation-view";
import { workerLabel } from "./worker-label";
import "./support-inbox-page.css";

/** The application stage as support reads it. */
export const STAGE_LABEL: Record<SupportInboxItem["worker"]["stage"], string> =
  {
    test: "SUPPORT_STAGE_TEST",
    "basic-info": "SUPPORT_STAGE_BASIC_INFO",
    agreement: "SUPPORT_STAGE_AGREEMENT",
    signed: "SUPPORT_STAGE_SIGNED",
    done: "SUPPORT_STAGE_DONE",
    declined: "SUPPORT_STAGE_DECLINED",
  };

/**
 * The support inbox (R§6 customer support; W§2 live chat): the open conversations, the most
 * recently active first, with the worker's name, city and stage; one opens beside the list (below
 * it on a phone) to read, answer and close. New messages show within seconds (the page polls).
 */
export function SupportInboxPage() {
  const { t, i18n } = useTranslation();
  const inbox = useSupportInbox();
  const { logOut, pending } = useLogOut();
  const [selected, setSelected] = useState<string | null>(null);
  const locale = bcp47ForLanguage(languageOf(i18n));
  // In the worker's city time, like the conversation itself.
  const timeOf = (item: SupportInboxItem) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: item.worker.timezone,
    }).format(new Date(item.lastMessageAt));

  // The pages loaded so far; a conversation answered meanwhile may move between two of them: shown once.
  const conversations = [
    ...new Map(
      (inbox.data?.pages ?? [])
        .flatMap((page) => page.conversations)
        .map((item) => [item.id, item]),
    ).values(),
  ];
  let list;
  if (inbox.isPending)
    list = <LoadingState label={t("SUPPORT_INBOX_LOADING")} />;
  else if (inbox.isError)
    list = (
      <ErrorState
        message={loadErrorLabel(inbox.error, t, (key) => i18n.exists(key))}
        retryLabel={t("SUPPORT_INBOX_RETRY")}
        onRetry={
          retryHelps(inbox.error) ? () => void inbox.refetch() : undefined
        }
      />
    );
  else if (conversations.length === 0)
    list = <EmptyState>{t("SUPPORT_INBOX_EMPTY")}</EmptyState>;
  else
    list = (
      <>
        <ul className="support-inbox__list">
          {conversations.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`support-inbox__item${item.id === selected ? " support-inbox__item--selected" : ""}`}
                aria-pressed={item.id === selected}
                onClick={() => setSelected(item.id)}
              >
                <span className="support-inbox__name">
                  {workerLabel(item.worker, t)}
                </span>
                <span className="support-inbox__facts">
                  {item.worker.cityName ?? t("SUPPORT_INBOX_NO_CITY")} ·{" "}
                  {t(STAGE_LABEL[item.worker.stage])}
                </span>
                {item.lastMessage ? (
                  <span className="support-inbox__preview">
                    {item.lastMessage.body}
                  </span>
                ) : null}
                <time
                  className="support-inbox__time"
                  dateTime={item.lastMessageAt}
                >
                  {timeOf(item)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        {inbox.hasNextPage ? (
          <button
            type="button"
            className="button button--secondary support-inbox__more"
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage
              ? t("SUPPORT_INBOX_LOADING_MORE")
              : t("SUPPORT_INBOX_MORE")}
          </button>
        ) : null}
      </>
    );

  const stillOpen =
    selected !== null && conversations.some((c) => c.id === selected);
  return (
    <main className="container support-inbox">
      <div className="support-inbox__top">
        <DocumentTitle text={t("SUPPORT_INBOX_TITLE")} />
        <h1>{t("SUPPORT_INBOX_TITLE")}</h1>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void logOut()}
        >
          {t("PORTAL_NAV_LOGOUT")}
        </button>
      </div>
      <div className="support-inbox__layout">
        <section aria-label={t("SUPPORT_INBOX_LIST_LABEL")}>{list}</section>
        {selected && stillOpen ? (
          <ConversationView
            key={selected}
            id={selected}
            onClosed={() => setSelected(null)}
          />
        ) : (
          <p className="support-inbox__hint">{t("SUPPORT_INBOX_PICK")}</p>
        )}
      </div>
      <ContactRequests />
    </main>
  );
}
