import { useRef, useState, type KeyboardEvent } from 'react';
import { Flex, Tag, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { labelColors, type LabelColor } from '@qishu/contract';

/**
 * The label colour as a radio group of coloured tags (antd Form control: value / onChange). Each tag
 * names its colour and the chosen one carries a tick, so the choice never rests on colour alone.
 * Keyboard: Tab enters the group at the chosen colour, arrow keys move and choose, Space/Enter chooses.
 */
export function LabelColorPicker(props: {
  value?: LabelColor;
  onChange?: (value: LabelColor) => void;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  const { token } = theme.useToken();
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const chosen = labelColors.findIndex((c) => c.key === props.value);
  // roving tab stop: the chosen colour, or the first while none is chosen
  const tabStop = chosen >= 0 ? chosen : 0;

  const choose = (index: number) => {
    const color = labelColors[index];
    if (!color) return;
    props.onChange?.(color.key);
    refs.current[index]?.focus();
  };

  const onKeyDown = (index: number, e: KeyboardEvent) => {
    const last = labelColors.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      choose(moves[e.key]!);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      choose(index);
    }
  };

  return (
    <Flex
      wrap
      gap={8}
      role="radiogroup"
      id={props.id}
      aria-label={props['aria-label']}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
    >
      {labelColors.map((c, index) => {
        const checked = index === chosen;
        return (
          <Tag
            key={c.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            color={c.key}
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            icon={checked ? <CheckOutlined aria-hidden /> : undefined}
            onClick={() => choose(index)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onFocus={() => setFocused(index)}
            onBlur={() => setFocused((f) => (f === index ? null : f))}
            style={{
              marginInlineEnd: 0,
              cursor: 'pointer',
              userSelect: 'none',
              padding: '2px 10px',
              fontWeight: checked ? 600 : undefined,
              // a ring in the tag's own text colour: no change of size when chosen
              boxShadow: checked ? '0 0 0 1px currentColor' : undefined,
              outline: focused === index ? `2px solid ${token.colorPrimary}` : 'none',
              outlineOffset: 2,
            }}
          >
            {c.label}
          </Tag>
        );
      })}
    </Flex>
  );
}
