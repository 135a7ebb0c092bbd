// The settings the environment can change (MEMORY_*, OLLAMA_HOST): their table, and the one typed, frozen object made from it.
export {
  DEFAULT_SETTINGS,
  parseNumberSetting,
  readSettings,
  settingOf,
  withSettings,
  type SettingProblem,
} from "./parse.js";
export * from "./table.js";
