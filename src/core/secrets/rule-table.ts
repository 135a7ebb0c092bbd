// The rule table, most specific first: where two rules' spans overlap, the earlier one wins. Each family keeps
// its rules (and its examples, beside it); this file keeps only their order, which is part of the behaviour.

import type { SecretRule } from "./kinds.js";
import { assignmentRules } from "./rules/assignments.js";
import { codeRules } from "./rules/codes.js";
import { commandLineRules } from "./rules/command-lines.js";
import { headerRules } from "./rules/headers.js";
import { positionalRules } from "./rules/positional.js";
import { privateKeyRules } from "./rules/private-keys.js";
import { proseRules } from "./rules/prose.js";
import { providerRules } from "./rules/providers.js";
import { tableRules } from "./rules/tables.js";
import { urlRules } from "./rules/urls.js";

/** The rules, in the order they run (built on first use). */
export function secretRules(): readonly SecretRule[] {
  return (built ??= buildRules());
}

let built: readonly SecretRule[] | undefined;

function buildRules(): readonly SecretRule[] {
  const privateKeys = privateKeyRules();
  const urls = urlRules();
  const providers = providerRules();
  const commandLines = commandLineRules();
  const headers = headerRules();
  const assignments = assignmentRules();
  const positional = positionalRules();
  const prose = proseRules();
  const codes = codeRules();
  const tables = tableRules();
  return [
    privateKeys.gcpServiceAccount,
    privateKeys.pemBlock,
    privateKeys.pemBlockCutShort,
    privateKeys.openvpnKeyBlock,
    privateKeys.puttyKeyFile,
    privateKeys.jsonWebKey,
    urls.slackWebhook,
    urls.discordWebhook,
    urls.teamsWebhook,
    urls.chatHook,
    urls.keyInPath,
    urls.keyAfterApiSegment,
    providers.shapesAcrossPunctuation,
    providers.ably,
    providers.providerTokens,
    providers.awsAccessKeyId,
    providers.awsSecretKeyNamed,
    providers.awsSecretAfterId,
    privateKeys.ethereumAccountKey,
    providers.telegramBot,
    providers.azureConnectionKey,
    providers.npmrc,
    providers.jwt,
    providers.jwtAnyPayload,
    urls.userinfoPassword,
    urls.oracleThin,
    urls.heartbeatPath,
    urls.credentialJsonInBase64,
    urls.signedQuery,
    urls.connectionStringParameter,
    urls.pgpass,
    urls.netrc,
    urls.bareUserinfo,
    urls.goDriverDsn,
    urls.authPairValue,
    commandLines.pipedToLogin,
    commandLines.printedLoginPassword,
    commandLines.printedSecret,
    commandLines.passphraseAtUnlock,
    commandLines.atCommandKey,
    commandLines.curlUser,
    commandLines.mysqlPassword,
    commandLines.sshpassRedisLogin,
    commandLines.passOptions,
    commandLines.smbclientUser,
    commandLines.htpasswd,
    providers.snyk,
    positional.pythonAuthTuple,
    headers.bearerOrBasic,
    headers.authorizationHeader,
    assignments.xmlElement,
    assignments.dotnetAddKey,
    headers.cookieHeader,
    assignments.terraformDefault,
    assignments.dockerfileEnvPhpDefine,
    prose.namedRandomValue,
    assignments.wrappedLiteral,
    assignments.keyAssignment,
    assignments.flagAssignment,
    commandLines.configSet,
    prose.setVariableTo,
    prose.withPassword,
    prose.vncPassword,
    prose.ssidThenPassword,
    prose.typographicQuotedPassword,
    prose.spelledPassword,
    codes.googleAppPassword,
    codes.recoveryCodesNamed,
    prose.sentenceLatin,
    prose.sentenceOtherScripts,
    prose.bareName,
    prose.keyNameOnLine,
    positional.madePasswordByPosition,
    positional.passwordAfterEmailLogin,
    prose.valueFirst,
    prose.valueAsItsName,
    prose.userSlashPassword,
    prose.userCommaPass,
    prose.knownLoginPair,
    prose.afterColonOnNamingLine,
    assignments.subscriptAssignment,
    positional.clientLiteral,
    positional.loginAfterUser,
    positional.secureString,
    commandLines.mosquittoSqlcmdZip,
    commandLines.ldapBind,
    commandLines.netUse,
    commandLines.storedFromCommand,
    commandLines.bundlerHostCredentials,
    codes.recoveryCodesListed,
    prose.setItTo,
    commandLines.echoIntoSecretFile,
    commandLines.hereString,
    assignments.typedConstant,
    assignments.nameThenQuotedValue,
    assignments.haproxyIpsec,
    privateKeys.bitcoinWif,
    assignments.sqlPassword,
    assignments.redisRequirepass,
    assignments.redisAclPassword,
    assignments.terraformGeneratedResult,
    assignments.erlangCookie,
    assignments.consulGossipKey,
    assignments.consulAclToken,
    assignments.secretIdUuid,
    assignments.spacedConfigLine,
    commandLines.moreClients,
    commandLines.managementController,
    commandLines.objectStoreKeysByPosition,
    commandLines.objectStoreKeyIdByPosition,
    commandLines.networkDeviceConfig,
    commandLines.deviceReversiblePassword,
    commandLines.deviceType7,
    commandLines.junosReversibleSecret,
    commandLines.snmpV3Passphrase,
    positional.callOnConnectionLine,
    headers.sessionCookie,
    headers.cookieStringValue,
    headers.cookieTableRow,
    codes.pinNamed,
    codes.loginPair,
    codes.accessCodeAnyLanguage,
    codes.accessCodeMoreNames,
    codes.codeAfterItsWord,
    codes.codeNamedColon,
    codes.codeword,
    codes.codeIsMadeValue,
    codes.spacedCode,
    codes.licenceKey,
    codes.licenceBlock,
    codes.networkKeyNamedFirst,
    codes.wifiKey,
    codes.otpSeed,
    codes.seedPhrase,
    codes.wifiQr,
    codes.otpKeyGroups,
    providers.kmsDataKey,
    codes.paymentCardNumber,
    codes.cardSecurityCode,
    prose.namedLinePassword,
    prose.tokenAfterColonLine,
    prose.labelledSecret,
    assignments.secretStoreResource,
    urls.nodeProviderKey,
    prose.holderColonPassword,
    tables.markdownTable,
    tables.codeColumn,
    prose.generatedPassword,
  ];
}
