import type { Region } from '@rb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RegionSelectProps {
  regions: readonly Region[];
  selectedSlug: string | null;
  onSelect: (region: Region) => void;
}

/** §2 region choice: sets regionSlug; native radios so every browser and screen reader knows them. */
export function RegionSelect({ regions, selectedSlug, onSelect }: RegionSelectProps) {
  const { t } = useTranslation();
  // The address updates a moment after the click; until then the radio shows the patient's choice.
  const [checked, setChecked] = useState(selectedSlug);
  useEffect(() => setChecked(selectedSlug), [selectedSlug]);
  return (
    <fieldset className="region-select">
      <legend>{t('catalog.region.legend')}</legend>
      <div className="region-options">
        {regions.map((region) => (
          <label key={region.slug} className="region-option">
            <input
              type="radio"
              name="regionSlug"
              value={region.slug}
              checked={checked === region.slug}
              onChange={() => {
                setChecked(region.slug);
                onSelect(region);
              }}
            />
            {region.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
