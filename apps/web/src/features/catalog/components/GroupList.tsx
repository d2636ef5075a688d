import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

interface GroupListProps {
  groups: readonly string[];
  selected: string | null;
  onSelect: (group: string | null) => void;
}

/** The exam groups as toggle buttons (§2 groupName); "all" clears the choice. */
export function GroupList({ groups, selected, onSelect }: GroupListProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <fieldset className="group-list">
      <legend className="visually-hidden">{t('catalog.groups.label')}</legend>
      <Button variant="secondary" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {t('catalog.groups.all')}
      </Button>
      {groups.map((group) => (
        <Button
          key={group}
          variant="secondary"
          aria-pressed={selected === group}
          onClick={() => onSelect(selected === group ? null : group)}
        >
          {group}
        </Button>
      ))}
    </fieldset>
  );
}
