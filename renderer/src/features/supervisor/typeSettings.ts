import {
  settingRowsReducer,
  type SettingAction,
  type SettingRecord,
  type SettingRow,
  type TaUser,
} from './taRows';

/** A per-agent task type setting (03 §3); edited like the area rows, with the same row modes. */
export interface TypeValues {
  types: string[];
  allowFallbackToOtherTypes: boolean;
}

export type TypeRow = SettingRow<TypeValues>;
export type TypeAction = SettingAction<TypeValues>;

export const NEW_TYPE_VALUES: TypeValues = { types: [], allowFallbackToOtherTypes: false };

export const typeRowsReducer = (rows: readonly TypeRow[], action: TypeAction): TypeRow[] =>
  settingRowsReducer(rows, action, NEW_TYPE_VALUES);

export function typeRecord(setting: {
  _id: string;
  user: TaUser;
  types: string[];
  allowFallbackToOtherTypes: boolean;
}): SettingRecord<TypeValues> {
  return {
    _id: setting._id,
    user: setting.user,
    values: { types: setting.types, allowFallbackToOtherTypes: setting.allowFallbackToOtherTypes },
  };
}
