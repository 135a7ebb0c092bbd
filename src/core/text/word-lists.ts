// Every list of words some analysis drops, in one place: what each drops and
// why it is not one of the others. Changing one moves what it feeds (the
// keyword index and its golden test, recall's figures, slugs of new memories,
// the slugs an import made before), so each is changed on purpose, alone.

/** A set of the space-separated words of `lists`; pure, so a bundle that uses no list carries none. */
const wordSet = (...lists: string[]): ReadonlySet<string> => new Set(lists.join(" ").split(" "));

/**
 * Search (keyword index, snippets, link suggestions): Lucene's English stop set, 33 words. Small on purpose:
 * in notes about code `do`, `get` or `new` are words a query means; the index on disk and the golden test against
 * MiniSearch are made with exactly these.
 */
export const SEARCH_STOP_WORDS = /* @__PURE__ */ wordSet(
  "a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with",
);

/**
 * Prompt recall (the memories' recall terms and the prompt's): function words and conversational filler, ~260.
 * Larger than search's because a prompt is talk to an assistant ("please look at…", "ok now continue"), not a
 * query typed on purpose; its words must say what the prompt is about before a memory is shown unasked.
 */
export const RECALL_STOP_WORDS = /* @__PURE__ */ wordSet(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can cannot could " +
    "did do does doing done down during each else even ever every few for from further get gets getting go goes going gone got had has have having " +
    "he her here hers herself him himself his how i if in into is it its itself just let lets me more most much must my myself no nor not now of off " +
    "on once only or other ought our ours ourselves out over own same shall she should so some such than that the their theirs them themselves then " +
    "there these they this those through to too under until up upon us very was we were what when where which while who whom why will with would " +
    "yes yeah yep you your yours yourself yourselves ok okay thanks thank thx please pls sure great good nice cool fine right alright well hi hello hey " +
    "sorry still really maybe actually basically something anything everything nothing thing things stuff way lot bit kind sort one two " +
    "want wanted need needs needed like look looks looking see seen seems think thought know tell said say says make makes made use using used " +
    "try trying tried keep let's i'm it's that's don't can't doesn't didn't isn't won't we're you're i've we've go ahead continue proceed next " +
    "again same instead another new old first last now then today yesterday tomorrow already yet soon later",
);

/** Names made from a title or heading (slugs, imported tags): the words that add nothing to a name. */
const NAME_FILLER = "a an the to of in on at for by with and or is are be we it its this that when how";

/** Slugs of new memories: the name filler, and the verbs of a decision's title ("We decided to use X" → decision-x). */
export const SLUG_FILLER_WORDS = /* @__PURE__ */ wordSet(NAME_FILLER, "was were use using decided");

/**
 * CLAUDE.md imports (tags and slugs from headings): the name filler, and what headings say ("What not to do",
 * "Notes about …", "don't" split into `don` `t`). Kept as it is: a re-import finds its memories by these slugs.
 */
export const IMPORT_FILLER_WORDS = /* @__PURE__ */ wordSet(
  NAME_FILLER,
  "what do not don t s our your about notes note",
);

/**
 * Gotcha matching (a tool call's path or command against a gotcha's terms): words of every path and command
 * line — folders, extensions, common programs — and a few English ones, which say nothing about what a call concerns.
 */
export const PATH_GENERIC_WORDS = /* @__PURE__ */ wordSet(
  "src lib app apps packages test tests spec index main ts tsx js jsx mjs cjs json md yml yaml txt npm npx node git run yarn " +
    "pnpm bun bin dist build cd ls cat grep rg sed awk echo sudo python python3 bash sh the and for with from this that users " +
    "home tmp usr var etc dev null head tail find",
);
