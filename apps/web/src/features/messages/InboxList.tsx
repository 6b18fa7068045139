import { useEffect, useState, type FormEvent } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InboxTab, type InboxRow, type InboxTabValue } from '@qishu/contract';
import { AdminUiTexts } from '../../lib/admin-ui/texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useUnreadCount } from '../../lib/queries/messages.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { LazyPagination } from '../../lib/ui/LazyPagination.tsx';
import { TabStrip } from '../../lib/ui/TabStrip.tsx';
import { TextInput } from '../../lib/ui/TextInput.tsx';
import text from '../../lib/ui/text.module.css';
import { usePageParam } from '../../lib/use-page-param.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { inboxPageQuery } from './messages-api.ts';
import { MessageKindTag } from './MessageKindTag.tsx';
import { MessagesTexts as T } from './texts.ts';
import { useInboxActions, type InboxAction } from './use-inbox-actions.ts';
import styles from './inbox-list.module.css';

const PAGE_SIZE = 10;

const tabs = ['unread', 'read', 'recycle'] as const;
type TabKey = (typeof tabs)[number];
const statusOf: Record<TabKey, InboxTabValue> = {
  unread: InboxTab.unread,
  read: InboxTab.read,
  recycle: InboxTab.recycle,
};
const emptyText: Record<TabKey, string> = {
  unread: T.emptyUnread,
  read: T.emptyRead,
  recycle: T.emptyRecycle,
};

// the message's dialog (its descriptions and text) loads the first time one is opened
const MessageDetailModal = lazyDialog(() =>
  import('./MessageDetailModal.tsx').then((m) => m.MessageDetailModal),
);

/**
 * The shop user's message centre (/manin/msg): the same deliveries, tabs and changes as the
 * workspaces' table (MessageCentre), as a list that reads on a phone — 未读 / 已读 / 回收站 in the
 * address, a title search, a check box per message and one for the page, 查看 opens the message
 * (the server marks it read), 删除 to the recycle bin, 恢复 and 彻底删除 (asked first) from it.
 */
export function InboxList() {
  const [tab, chooseTab] = useTabParam(tabs, { clears: ['page'] });
  const [page, setPage] = usePageParam();
  // the search and the chosen messages belong to what is shown: another tab starts without a search,
  // and another tab, page or search with nothing chosen
  const [searched, setSearched] = useState({ tab, title: '' });
  const title = searched.tab === tab ? searched.title : '';
  const shown = `${tab}|${page}|${title}`;
  const [selection, setSelection] = useState({ shown, ids: [] as number[] });
  const selected = selection.shown === shown ? selection.ids : [];
  const setSelected = (ids: number[]) => setSelection({ shown, ids });
  const [opened, setOpened] = useState<{ row: InboxRow; open: boolean } | null>(null);
  const unread = useUnreadCount(useCurrentUser());
  const { modal } = useFeedback();
  const { run, refresh, busy } = useInboxActions(() => setSelected([]));
  const messages = useQuery({
    ...inboxPageQuery(statusOf[tab], page, PAGE_SIZE, title),
    placeholderData: keepPreviousData,
  });

  // a page emptied by a change steps back one page
  const rows = messages.data?.list ?? [];
  useEffect(() => {
    if (messages.data && !messages.isPlaceholderData && rows.length === 0 && page > 1) setPage(page - 1);
  }, [messages.data, messages.isPlaceholderData, rows.length, page, setPage]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = new FormData(event.currentTarget).get('title');
    setSearched({ tab, title: typeof asked === 'string' ? asked.trim() : '' });
    setPage(1);
  };
  const removeForGood = (ids: number[]) =>
    void modal.confirm({
      title: T.removeForGood,
      content: T.confirmRemove,
      okText: AdminUiTexts.ok,
      okButtonProps: { danger: true },
      cancelText: AdminUiTexts.cancel,
      onOk: () => run('remove', ids),
    });
  const act = (action: InboxAction, ids: number[]) =>
    action === 'remove' ? removeForGood(ids) : void run(action, ids);

  const ids = rows.map((row) => row.sys_msg_receiver_id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const none = selected.length === 0;
  const toggle = (id: number, on: boolean) =>
    setSelected(on ? [...selected, id] : selected.filter((one) => one !== id));

  const toolbar = (
    <div className={styles.toolbar} role="toolbar" aria-label={T.bulkActions}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={all}
          disabled={ids.length === 0}
          ref={(box) => {
            if (box) box.indeterminate = !none && !all;
          }}
          onChange={(event) => setSelected(event.target.checked ? ids : [])}
        />
        {T.selectAll}
      </label>
      {!none && <span className={text.secondary}>{T.selected(selected.length)}</span>}
      {tab === 'unread' && (
        <Button size="small" disabled={none || busy} onClick={() => act('read', selected)}>
          {T.markRead}
        </Button>
      )}
      {tab === 'recycle' ? (
        <>
          <Button size="small" disabled={none || busy} onClick={() => act('restore', selected)}>
            {T.restore}
          </Button>
          <Button size="small" danger disabled={none || busy} onClick={() => act('remove', selected)}>
            {T.removeForGood}
          </Button>
        </>
      ) : (
        <>
          <Button size="small" danger disabled={none || busy} onClick={() => act('recycle', selected)}>
            {T.recycle}
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={!unread.data || busy}
            onClick={() => act('allRead', [])}
          >
            {T.allRead}
          </Button>
        </>
      )}
    </div>
  );

  const list = messages.isError ? (
    <QueryErrorAlert title={AdminUiTexts.loadFailed} query={messages} retryText={AdminUiTexts.retry} />
  ) : !messages.data ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : rows.length === 0 ? (
    <Empty description={emptyText[tab]} />
  ) : (
    <ul className={styles.list} aria-label={T.listLabel}>
      {rows.map((row) => {
        const id = row.sys_msg_receiver_id;
        const isUnread = row.status === 0;
        return (
          <li key={id} className={isUnread ? `${styles.item} ${styles.unread}` : styles.item}>
            <input
              type="checkbox"
              aria-label={T.selectOne(row.title)}
              checked={selected.includes(id)}
              onChange={(event) => toggle(id, event.target.checked)}
            />
            <div className={styles.body}>
              <button
                type="button"
                className={`${text.linkButton} ${styles.title}`}
                onClick={() => setOpened({ row, open: true })}
              >
                {isUnread && <span className={styles.dot} aria-hidden />}
                {row.title}
              </button>
              {row.summary ? <p className={styles.summary}>{row.summary}</p> : null}
              <div className={styles.meta}>
                <MessageKindTag kind={row.kind} />
                {row.cate_name ? <span>{row.cate_name}</span> : null}
                <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
              </div>
            </div>
            <div className={styles.actions}>
              <Button size="small" type="link" onClick={() => setOpened({ row, open: true })}>
                {T.view}
              </Button>
              {tab === 'recycle' ? (
                <>
                  <Button size="small" type="link" onClick={() => act('restore', [id])}>
                    {T.restore}
                  </Button>
                  <Button size="small" type="link" danger onClick={() => act('remove', [id])}>
                    {T.removeForGood}
                  </Button>
                </>
              ) : (
                <Button size="small" type="link" danger onClick={() => act('recycle', [id])}>
                  {T.recycle}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <section aria-label={T.centreTitle}>
      <TabStrip
        activeKey={tab}
        onChange={chooseTab}
        items={[
          {
            key: 'unread',
            label: unread.data ? `${T.tabUnread}（${unread.data > 99 ? '99+' : unread.data}）` : T.tabUnread,
          },
          { key: 'read', label: T.tabRead },
          { key: 'recycle', label: T.tabRecycle },
        ]}
      >
        <form role="search" className={styles.search} onSubmit={search} key={tab}>
          <TextInput
            name="title"
            type="search"
            aria-label={T.title}
            placeholder={T.searchPlaceholder}
            maxLength={50}
            defaultValue={title}
          />
          <Button htmlType="submit" icon={<SearchOutlined />}>
            {T.search}
          </Button>
        </form>
        {toolbar}
        {list}
        <LazyPagination
          current={page}
          pageSize={PAGE_SIZE}
          total={messages.data?.total ?? 0}
          onChange={setPage}
          hideOnSinglePage
          showSizeChanger={false}
          align="end"
        />
      </TabStrip>
      <MessageDetailModal
        open={opened?.open ?? false}
        row={opened?.row ?? null}
        onClose={() => setOpened((current) => current && { ...current, open: false })}
        onRead={() => void refresh()}
      />
    </section>
  );
}
