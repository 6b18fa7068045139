import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SeekLimits, type Suggestion } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { Highlight } from './Highlight.tsx';
import { SUGGEST_DEBOUNCE_MS, suggestQuery, useDebounced } from './seek-api.ts';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

/** Option values name the company, so a typed text is never taken for a chosen suggestion. */
const OPTION_PREFIX = 'company:';

interface SuggestionOption {
  value: string;
  label: string;
  suggestion: Suggestion;
}

interface SeekSearchBoxProps {
  /** the keyword of the search on screen (the box follows it on back/forward) */
  keyword: string;
  /** Enter or the button: search for the text in the box */
  onSearch: (keyword: string) => void;
  /** the home page's hero box is larger */
  size?: 'large' | 'middle';
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * The one search box (企查查's): suggestions while typing (debounced, arrow keys move through them,
 * Enter or a click on one opens that company's profile); Enter with no suggestion chosen, or the
 * button, searches the text.
 */
export function SeekSearchBox({
  keyword,
  onSearch,
  size = 'large',
  placeholder,
  autoFocus,
}: SeekSearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  // follow the search on screen when it changes from outside (back/forward, a home-page link)
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  // the list shows while the user types, and closes on a search, a choice, Esc or leaving the box
  const [open, setOpen] = useState(false);
  const current = text.trim();
  const typed = useDebounced(current, SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery(suggestQuery(typed));
  // while the next keyword waits, the last suggestions stay (no flicker between keys)
  const options: SuggestionOption[] = current
    ? (suggestions.data ?? []).slice(0, SeekLimits.suggestMax).map((s) => ({
        value: `${OPTION_PREFIX}${s.company_id}`,
        label: s.name,
        suggestion: s,
      }))
    : [];

  const listOpen = open && options.length > 0;
  const boxId = useId();
  // the suggestion the arrow keys or the mouse are on
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const activeIndex = listOpen ? options.findIndex((o) => o.value === activeValue) : -1;

  const submit = () => {
    setOpen(false);
    onSearch(current.slice(0, SeekLimits.keywordMax));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // a chosen suggestion has taken this Enter; an IME uses Enter to confirm its characters
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key !== 'Enter' || event.defaultPrevented || composing) return;
    submit();
  };

  return (
    <div role="search" className={styles.searchBox}>
      <Space.Compact block size={size}>
        <AutoComplete<string, SuggestionOption>
          id={boxId}
          className={styles.searchInput}
          value={text}
          options={options}
          open={listOpen}
          onOpenChange={setOpen}
          onActive={(value) => setActiveValue(value ?? null)}
          defaultActiveFirstOption={false}
          filterOption={false}
          popupMatchSelectWidth
          // eight two-line suggestions without a scroll bar
          listHeight={420}
          onChange={(value) => {
            if (value?.startsWith(OPTION_PREFIX)) return;
            setText(value ?? '');
            setOpen(true);
          }}
          onSelect={(_, option) => {
            setOpen(false);
            setText(option.suggestion.name);
            void navigate(ProfileRoutes.company(option.suggestion.company_id));
          }}
          onKeyDown={onKeyDown}
          optionRender={(option) => {
            const s = (option.data as SuggestionOption).suggestion;
            return (
              <div className={styles.suggestion}>
                <div className={styles.suggestionName}>
                  <span>
                    <Highlight text={s.name} keyword={current} />
                  </span>
                  <CompanyStatusTag status={s.status} />
                </div>
                <div className={styles.suggestionMeta}>
                  {s.legal_person_name ? (
                    <span>
                      {T.legalPerson}：{s.legal_person_name}
                    </span>
                  ) : null}
                  {s.former_name ? (
                    <span>
                      <Highlight text={T.formerName(s.former_name)} keyword={current} />
                    </span>
                  ) : null}
                </div>
              </div>
            );
          }}
        >
          <Input
            size={size}
            aria-label={T.searchLabel}
            placeholder={placeholder ?? T.placeholder}
            maxLength={SeekLimits.keywordMax}
            autoFocus={autoFocus}
            allowClear
            // the chosen suggestion, or none (rc-select would name a missing "…_list_-1")
            aria-activedescendant={activeIndex >= 0 ? `${boxId}_list_${activeIndex}` : undefined}
          />
        </AutoComplete>
        <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={submit}>
          {T.search}
        </Button>
      </Space.Compact>
    </div>
  );
}
