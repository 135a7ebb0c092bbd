// What a prompt asks for, read from general English (never a project's own
// words): an action a rule or checklist may govern, an orientation question
// that a hub answers, a pasted error, a small edit that needs no memory, a
// general question about a language or tool. Prompt recall weighs memories
// by these (core/recall/gate.ts).

import { memoryTypeOdds, needsNothingOdds, plainWords } from "./lexicon.js";

export interface PromptIntent {
  /** Do something a team usually has a rule for: add, bump, release, write, migrate, commit … */
  action: boolean;
  /** A newcomer's or overview question: how does X work, where is, what are all these … */
  orientation: boolean;
  /** A pasted error, stack trace or failing command's output. */
  error: boolean;
  /** A small edit that changes no behaviour: a typo, a rename, a docstring, formatting. */
  trivialEdit: boolean;
  /** A general question about a language or tool, not about this project. */
  general: boolean;
  /** A turn of the conversation about the work just done: undo that, try again, show me the diff. */
  conversational: boolean;
  /** The mean log-odds of the prompt's words that it needs no memory (core/recall/lexicon.ts). */
  needsNothing?: number;
  /** The mean log-odds of the prompt's words for each memory type it may need (lexicon.ts TYPE_LEXICON_TYPES order). */
  typeOdds?: readonly number[];
}

const ACTION =
  /\b(?:add|adding|bump|upgrade|cut|release|publish|ship|deploy|roll ?out|commit|merge|push|tag|write|create|implement|introduce|migrate|migration|rotate|install|set ?up|configure|enable|expose|support|scale|grow|drop|remove|delete|change|switch|replace|move|split|wire|hook up|store|persist|log|emit|cache|retry|schedule|backfill|seed|generate|regenerate|vendor|pin|update)\b/i;
const ORIENTATION =
  /\b(?:new here|new to (?:this|the)|onboard\w*|overview|big picture|walk me through|where (?:do|should) i start|where(?:'s| is| are| do| does)|how (?:does|do|is|are) (?:the|our|this|we)\b|how (?:does|do|is|are) (?:[\w-]+ ){1,4}(?:work|fit together|put together|set up|organi[sz]ed|structured|laid out)\b|\bi'?m new\b|just joined|first (?:day|week) (?:on|here)|side of things|what are all|what(?:'s| is) the (?:flow|architecture|layout|structure)|explain (?:the|our|how)|is there (?:a|any) (?:doc|runbook|dashboard|design))/i;
const ERROR =
  /(?:\b[A-Z][a-zA-Z]*(?:Error|Exception)\b|\b(?:error|fatal|panic|traceback|exception|failed|failure|denied|refused|forbidden|timed? ?out|segfault|stack trace|exit (?:code|status)|non-zero)\b|^\s*at \S+ \(|ERR!|E\d{4}\b|\berror\[)/im;
const TRIVIAL =
  /\b(?:typo|typos|spelling|misspell\w*|rename|renaming|docstring|doc comment|comment|comments|whitespace|indent\w*|reformat|format(?:ting)?|lint|wording|reword|capitali[sz]\w*|copyright|sentence case|title case|trailing|newline|prettier|gofmt|black|fmt|rustfmt|\w*format|kdoc|jsdoc|javadoc|tsdoc|rustdoc|commented[- ]out|dead link|broken link|(?:link|url) .{0,40}(?:points?|goes) to (?:the |an )?(?:old|dead)\b|(?:bad|terrible|better|descriptive|clearer) name|no behaviou?r change|unused (?:imports?|variables?|locals?|params?|parameters?|code)|extract .{1,60}\binto (?:a|an|its own) (?:private |small |separate )?(?:method|function|helper)|tidy (?:this|it|that) up|for readability|(?:red|green|blue|orange|yellow|purple|pink|grey|gray|black|white|bold|italic) instead of)\b/i;
const GENERAL =
  /\b(?:difference between|\bvs\.?\b|versus|what does .{1,40} (?:mean|do|return)\b|(?:is|are) .{1,60}\b(?:any )?different (?:from|than)\b|how (?:do|can) i .{0,60}\b(?:in|with) (?:git|go|python|rust|typescript|javascript|sql|sqlite|postgres|bash|kotlin|java|docker|swift)\b|^\s*(?:git|docker|bash|sql|python|rust|go)\s*:|^\s*[a-z][\w.+-]{1,20}\s*:\s*(?:how (?:do|can) i|what(?:'s| is| does)|which|is there an?)\b|how (?:do|can|would) i (?:squash|rebase|cherry-pick|stash|amend|bisect|interactively)\b|how (?:do|can) i .{0,30}\b(?:a|my) (?:go|python|rust|node|java|kotlin|ruby|swift|c) (?:program|script|binary|process|app)\b|paste (?:it )?into|in plain terms|explain (?:what|this|the difference)|how do i (?:use|write) .{0,30}\bin (?:go|python|rust|typescript|javascript|sql|bash)\b|time complexity|what(?:'s| is) (?:a|an|the) [\w-]+,? in|just curious|out of curiosity|just (?:reading up|want to understand)|\bin general\b|(?:for|asking for) a side project|never used (?:it|them)\b|\bbriefly\?)/i;
/** Writing for people, not code: a message, an announcement, a translation, a sentence reworded. */
const WRITING =
  /\b(?:draft|write|word) (?:me )?(?:a|an) (?:(?:short|quick|polite|friendly|brief) )*(?:tweet|email|paragraph|post|message|blurb|announcement)\b|\bdraft (?:me )?(?:a|an) (?:(?:short|quick|polite|friendly|brief) )*reply\b|\btranslate (?:this|that|it)\b|\breword\b|\bthis sentence\b|\bso it sounds? (?:less|more|friendlier)\b/i;

const CONVERSATIONAL =
  /^\s*(?:(?:ok(?:ay)?|yes|no|nope|hmm|great|thanks|perfect|sounds good|looks good|lgtm)\b[\s,.!]*)*(?:(?:can|could|would) you (?:please )?(?:explain (?:that|it) again|say (?:that|it) again|undo|revert|redo|summari[sz]e (?:that|it))|undo|revert|redo|retry|again|try (?:again|a different|another)|do (?:it|that|the same)|same for|now do|show me|summari[sz]e|say (?:that|it) again|explain (?:that|it|the) last (?:bit|part|step)|(?:what|which \w+) did you (?:change|do|touch|edit)|option \d|explain (?:that|it) again|stop|continue|go on|keep going|(?:sorry,? |no,? )?i meant\b|not that one|the other one|wait(?! (?:for|until|till|on)\b)|go with (?:option \d|the (?:first|second|third|other) one)|(?:re)?run \w+ on (?:it|that|this)|rerun just the failing)\b/i;

/**
 * A whole prompt that only tells Claude to go on with its own work: "run the tests again", "fix that". Not
 * "commit it" nor "push it": a team's rule about commits governs those.
 */
const CARRY_ON =
  /^\s*(?:(?:ok(?:ay)?|yes|great|thanks|perfect|good|nice|cool|looks good|lgtm|now)\b[\s,.!]*)*(?:(?:re)?run (?:the |all the )?(?:(?:make|npm|yarn|pnpm|cargo|go|gradle|mvn) )?(?:tests?|build|linter?|suite|checks?)|(?:fix|do|finish) (?:it|that|this|them))(?:\s+(?:again|now|please|too))*[\s.!]*$/i;

/** A code marker left for later (`// TODO(ana): …`, `# FIXME:`), not a to-do list feature. */
const CODE_MARKER = /(?:\/\/|#|--)\s*(?:todo|fixme|xxx)\b|\b(?:todo|fixme)\s*[(:]/i;

export function promptIntent(prompt: string): PromptIntent {
  const head = prompt.slice(0, 600);
  // Both word tables read the same plain words.
  const words = plainWords(prompt);
  return {
    action: ACTION.test(head),
    orientation: ORIENTATION.test(head),
    error: ERROR.test(prompt.slice(0, 4000)),
    trivialEdit: TRIVIAL.test(head) || CODE_MARKER.test(head),
    general: GENERAL.test(head) || WRITING.test(head),
    conversational: (CONVERSATIONAL.test(head) && prompt.length < 200) || CARRY_ON.test(head),
    needsNothing: needsNothingOdds(words),
    typeOdds: memoryTypeOdds(words),
  };
}
