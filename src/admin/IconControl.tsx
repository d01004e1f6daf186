import { useId, useState } from 'react';
import { ICON_LABELS, ICON_NAMES, ICON_SEARCH } from '../../schema/icons.ts';
import type { ControlProps } from './checked';
import classes from './IconControl.module.css';
import { TEXTS } from './texts';
import { iconSymbolId } from '~/ui/iconSymbols';

const SPRITE = `${import.meta.env.BASE_URL}icons.svg`;

function Drawing({ name }: { name: string }) {
  return (
    <svg className={classes.drawing} aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${iconSymbolId(name)}`} />
    </svg>
  );
}

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Picks an icon from its picture and French name; the file keeps the icon's name (schema/icons.json). */
export function IconControl({ value, onChange, forID, field, classNameWrapper, setActiveStyle, setInactiveStyle }: ControlProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const panel = useId();
  const chosen = useId();
  const current = typeof value === 'string' && value in ICON_LABELS ? (value as keyof typeof ICON_LABELS) : undefined;
  const change = onChange as (value: string) => void;
  const optional = field.get('required') === false;
  const shown = ICON_NAMES.filter((name) => normalized(ICON_SEARCH[name]).includes(normalized(filter.trim())));
  const choose = (name: string) => {
    change(name);
    setOpen(false);
  };
  return (
    <div
      className={`${String(classNameWrapper ?? '')} ${classes.control}`}
      onFocus={setActiveStyle as () => void}
      onBlur={setInactiveStyle as () => void}
    >
      <button
        type="button"
        id={forID}
        className={classes.current}
        aria-expanded={open}
        aria-controls={panel}
        aria-describedby={chosen}
        onClick={() => setOpen(!open)}
      >
        {current ? <Drawing name={current} /> : null}
        <span id={chosen}>{current ? ICON_LABELS[current] : TEXTS.iconNone}</span>
        <span className={classes.hint}>{TEXTS.iconChoose}</span>
      </button>
      <div id={panel} hidden={!open} className={classes.panel}>
        <input
          type="search"
          className={classes.filter}
          aria-label={TEXTS.iconFilter}
          placeholder={TEXTS.iconFilter}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <p role="status" className={classes.none}>
          {shown.length === 0 ? TEXTS.iconNoMatch(filter.trim()) : ''}
        </p>
        <div className={classes.grid} role="group" aria-label={TEXTS.iconChoose}>
          {optional ? (
            <button type="button" className={classes.choice} aria-pressed={!current} onClick={() => choose('')}>
              <span>{TEXTS.iconNone}</span>
            </button>
          ) : null}
          {shown.map((name) => (
            <button key={name} type="button" className={classes.choice} aria-pressed={name === current} onClick={() => choose(name)}>
              <Drawing name={name} />
              <span>{ICON_LABELS[name]}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** How the icon shows in Decap's own preview of a field (the site's previews draw it themselves). */
export function IconPreview({ value }: { value?: unknown }) {
  return typeof value === 'string' && value in ICON_LABELS ? <span>{ICON_LABELS[value as keyof typeof ICON_LABELS]}</span> : null;
}
