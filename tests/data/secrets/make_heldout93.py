# ruff: noqa: E501
"""Writes heldout93_credentials.yaml and heldout93_lookalikes.yaml: held-out batch 93.

Persona: a game-backend engineer at a small Seattle studio, keeping terse English notes for
the live-ops stack of one multiplayer title: PlayFab, Steamworks, Epic Online Services, Unity
Gaming Services, AWS GameLift and Cognito, Photon, a Discord bot, Sentry and Datadog, the
build server and Perforce, plus the Apple and Google Play publishing credentials. The
look-alikes are the ids, changelists, depot paths, ARNs and vault references around them.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64url,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BASE32 = UPPER + "234567"
REGIONS = ("us-west-2", "us-east-1", "eu-central-1", "ap-northeast-1")
WORDS = ("raven", "copper", "glacier", "tundra", "ember", "socket", "pylon", "harbor",
         "quartz", "lantern", "meadow", "falcon", "cinder", "voxel", "orbit", "marble")


def snowflake() -> str:
    return "1" + digits(18)


def discord_token() -> str:
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def title_id() -> str:
    return rnd("0123456789ABCDEF", pick(4, 5))


def pf_player() -> str:
    return rnd("0123456789ABCDEF", 16)


def steam_pub_key() -> str:
    return rnd("0123456789ABCDEF", 32)


def eos_secret() -> str:
    return rnd(B64, 43)


def eos_client_id() -> str:
    return "xyza7891" + rnd(ALNUM, 24)


def cognito_secret() -> str:
    return rnd(LOWER + DIGITS, 51)


def cognito_client_id() -> str:
    return rnd(LOWER + DIGITS, 26)


def p4_ticket() -> str:
    return rnd("0123456789ABCDEF", 32)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)


def sentry_org_token() -> str:
    claims = {"iat": epoch(), "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "acme-games"}
    return f"sntrys_{b64url(claims)}_{rnd(ALNUM + '+/', 43)}"


def p8_key() -> str:
    return pem("PRIVATE KEY", 4)


def gsa_private_key_escaped() -> str:
    return "-----BEGIN PRIVATE KEY-----\\n" + pem_body(5).replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n"


def fleet() -> str:
    return "fleet-" + uid()


def shared20() -> str:
    return b64(secrets.token_bytes(20))


def fp_sha256() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add("playfab_title_secret_key",
          f"playfab prod title {title_id()} secret key: {playfab_secret()}",
          f"PF dev title secret (rotated after the intern leak)\n{playfab_secret()}",
          f"X-SecretKey header for admin api calls on staging -> {playfab_secret()}  (old one revoked fri)",
          f"curl -s -X POST https://{title_id()}.playfabapi.acme.test/Admin/GetTitleData \\\n  -H 'X-SecretKey: {playfab_secret()}' \\\n  -H 'Content-Type: application/json' -d '{{}}'")

    r.add("playfab_entity_token",
          f"entity token for the loadtest bot acct, good ~24h, dont share\nX-EntityToken: {b64u_long(180)}",
          f"pf title entity token (service side), repro for support ticket: {b64u_long(200)}",
          f"loadtest harness cfg\n  titleId: {title_id()}\n  entityToken: \"{b64u_long(190)}\"\n  # refresh w/ GetEntityToken if 401")

    r.add("steamworks_publisher_web_api_key",
          f"steamworks publisher web api key (partner.steam-api): {steam_pub_key()}",
          f"steam pub key for the entitlement checker svc\nkey={steam_pub_key()}",
          f"remember: publisher key != user key. publisher one is {steam_pub_key()} — only server side, never in client build",
          f"curl 'https://partner.steam-api.acme.test/ISteamUser/CheckAppOwnership/v2/?key={steam_pub_key()}&steamid=7656119{digits(10)}&appid={digits(7, lead=True)}'")

    r.add("steam_encrypted_app_ticket_key",
          f"encrypted app ticket key (steamworks > security): {hexs(64)}",
          f"app ticket decrypt key for auth svc, goes into secrets mgr not the repo!!\n{hexs(64)}",
          f"SteamEncryptedAppTicket_BDecryptTicket needs the key -> {hexs(64)} (playtest app has its own, this is main)")

    r.add("steam_build_account_password",
          f"steamcmd builder acct: acme_build_bot / {pw()}",
          f"steam build bot login\nuser acmestudio_ci\npass {pw()}",
          f"steamcmd +login acme_ci_uploader '{pw()}' +run_app_build ../scripts/app_build_{digits(7, lead=True)}.vdf +quit")

    r.add("steam_guard_shared_secret",
          f"steam guard shared_secret for build bot (so CI can gen 2fa codes): {shared20()}",
          f"maFile bits for acme_build_bot:\n  shared_secret: {shared20()}\n  identity_secret: {shared20()}",
          f"steamguard shared secret: {shared20()}  <- generate codes with steam-totp if phone is gone")

    r.add("eos_client_secret",
          f"EOS client secret (GameServer policy) prod: {eos_secret()}",
          f"eos dev portal -> client 'ded-server-prod'\nid {eos_client_id()}\nsecret {eos_secret()}",
          f"EOS_CLIENT_SECRET={eos_secret()}",
          f"epic trusted server client secrt, staging sandbox: {eos_secret()} (typo'd it in slack, rotate?)")

    r.add("epic_dev_portal_backup_codes",
          f"epic dev portal 2fa backup codes (studio owner acct)\n{recovery_codes(5, 'other')}",
          f"EGS backup codes, used #1 already:\n{' '.join(digits(6) for _ in range(6))}",
          f"sentry 2fa recovery codes (admin acct):\n{recovery_codes(4, 'github')}")

    kid = uid()
    ugs_secret = rnd(ALNUM + "-_", 32)
    r.add("ugs_service_account_secret",
          f"UGS service acct 'cloudcode-deployer'\nkey id: {kid}\nsecret key: {ugs_secret}",
          f"unity services basic auth for CI = {basic(uid(), rnd(ALNUM + '-_', 32))}",
          f"ugs login --service-key-id {uid()} --secret-key-stdin <<< '{rnd(ALNUM + '-_', 32)}'")

    r.add("unity_pro_serial",
          f"Unity Pro seat serial (build agent 2): E3-{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(5))}",
          f"unity license for the headless builder, activate w/ -serial\nE4-{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(5))}",
          f"Unity.exe -batchmode -quit -serial SC-{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(5))} -username builds@acme.example -password '{pw()}'")

    r.add("gamelift_deploy_aws_secret",
          f"gamelift-deployer iam user\nAKID {aws_key_id()}\nsecret {aws_secret()}",
          f"[gamelift-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
          f"aws keys for uploading server builds (acct {acct}): {aws_key_id()} : {aws_secret()}",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws gamelift upload-build --name stormrunner-srv --build-version 0.{digits(2, lead=True)}.{digits(1)} --build-root ./out --operating-system AMAZON_LINUX_2023")

    r.add("cognito_app_client_secret",
          f"cognito app client 'backend-svc' secret: {cognito_secret()}",
          f"pool us-west-2_{rnd(ALNUM, 9)} / client {cognito_client_id()}\nclient secret {cognito_secret()}",
          f"COGNITO_CLIENT_SECRET: \"{cognito_secret()}\"  # prod, moved from .env")

    r.add("photon_webhook_secret",
          f"photon webhooks shared secret (PathCreate etc): {rnd(URLSAFE, 32)}",
          f"photon custom auth -> our auth endpoint, secret param\n?secret={rnd(ALNUM, 40)}",
          f"photon server plugin config:\n<Setting name=\"AuthSecret\" value=\"{rnd(ALNUM, 32)}\" />")

    r.add("discord_bot_token",
          f"discord bot (patchnotes-bot) token {discord_token()}",
          f"DISCORD_TOKEN={discord_token()}",
          f"community mod bot token, regenerated 2nd time bc someone pasted it in #general lol:\n{discord_token()}",
          f"bot.run(\"{discord_token()}\")  # TEMP local test only")

    r.add("discord_client_secret",
          f"discord oauth app (account linking) client secret: {rnd(URLSAFE, 32)}",
          f"disc app {snowflake()}\nsecret -> {rnd(URLSAFE, 32)}",
          f"DISCORD_CLIENT_SECRET = '{rnd(URLSAFE, 32)}'  # linking svc, stage")

    r.add("sentry_auth_token",
          f"sentry org auth token for sourcemap/symbol upload: {sentry_org_token()}",
          f"SENTRY_AUTH_TOKEN={hexs(64)}  (old style, personal, kill when i leave lol)",
          f"sentry-cli --auth-token sntryu_{hexs(64)} debug-files upload -o acme-games -p stormrunner ./Symbols")

    r.add("datadog_api_key",
          f"datadog api key (agent on gamelift fleets): {hexs(32)}",
          f"DD_API_KEY={hexs(32)}\nDD_SITE=datadoghq.acme.test",
          f"dd agent install:\nDD_API_KEY={hexs(32)} DD_ENV=prod bash -c \"$(curl -L https://install.datadoghq.acme.test/scripts/install_script_agent7.sh)\"")

    r.add("datadog_app_key",
          f"datadog app key (for the dashboard export script) {hexs(40)}",
          f"dd keys for monitors-as-code\napi: {hexs(32)}\napp: {hexs(40)}",
          f"curl -H 'DD-API-KEY: {hexs(32)}' -H 'DD-APPLICATION-KEY: {hexs(40)}' https://api.datadoghq.acme.test/api/v1/monitor")

    r.add("build_server_ssh_private_key",
          f"build01 deploy key (ed25519) — copy of it, the real one is on the box:\n{openssh_private()}",
          f"ssh key for jenkins -> build-win-02.acme.internal\n{openssh_private()}",
          f"~/.ssh/id_buildbot\n{openssh_private()}")

    r.add("perforce_password",
          f"p4 super user pw: {pw()}",
          f"perforce\nP4PORT=ssl:p4.acme.internal:1666\nP4USER=build\nP4PASSWD={pw()}",
          f"p4 pass for my acct (changed after the 90 day thing) {pw()}",
          f"echo '{pw()}' | p4 -u svc_swarm login")

    r.add("perforce_ticket",
          f"p4 ticket for svc_ci (host-unlocked, 1y): {p4_ticket()}",
          f".p4tickets on build01:\nssl:p4.acme.internal:1666=svc_ci:{p4_ticket()}",
          f"P4PASSWD={p4_ticket()}  # this is the ticket not the pw, works for p4 cmds")

    r.add("app_store_connect_p8_key",
          f"ASC api key AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 (App Manager role)\n{p8_key()}",
          f"fastlane api key json:\n{{\"key_id\": \"{rnd(UPPER + DIGITS, 10)}\", \"issuer_id\": \"{uid()}\", \"key\": \"-----BEGIN PRIVATE KEY-----\\n{rnd(B64, 64)}\\n{rnd(B64, 64)}\\n{rnd(B64, 64)}\\n{rnd(B64, 8)}\\n-----END PRIVATE KEY-----\"}}",
          f"app store connect in-app purchase key (subscription offers)\n{p8_key()}")

    r.add("apple_app_specific_password",
          f"altool / notarytool app-specific pw for dev@acme.example: {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
          f"xcrun notarytool store-credentials acme-notary --apple-id builds@acme.example --team-id {rnd(UPPER + DIGITS, 10)} --password {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={'-'.join(rnd(LOWER, 4) for _ in range(4))}")

    r.add("apple_iap_shared_secret",
          f"app-specific shared secret for receipt validation (stormrunner ios): {hexs(32)}",
          f"IAP shared secret -> {hexs(32)} (verifyReceipt legacy path still needs it)")

    r.add("google_play_service_account_key",
          f"play console svc acct json (publisher api):\n{{\"type\": \"service_account\", \"project_id\": \"acme-stormrunner\", \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"{gsa_private_key_escaped()}\", \"client_email\": \"play-publisher@acme-stormrunner.iam.gserviceaccount.test\"}}",
          f"gplay rtdn verifier key\n{pem('PRIVATE KEY', 5)}",
          f"google play dev api key pem (for purchase verify) - pasted from json:\n\"private_key\": \"{gsa_private_key_escaped()}\"")

    r.add("android_upload_keystore_password",
          f"android upload keystore acme-upload.jks\nstorepass {pw()}\nalias upload / keypass {pw()}",
          f"signingConfigs {{ release {{ storePassword '{pw()}'; keyAlias 'acme'; keyPassword '{pw()}' }} }}",
          f"jks pw (same for key): {pw()}")

    r.add("postgres_connection_string",
          f"leaderboard db: postgres://lb_app:{rnd(ALNUM, 24)}@lb-db.acme.internal:5432/leaderboards",
          f"DATABASE_URL=postgresql://liveops:{pw()}@pg-prod.acme.internal/liveops?sslmode=require",
          f"psql \"host=pg-stage.acme.internal user=admin password={rnd(ALNUM, 20)} dbname=economy\"")

    r.add("redis_password",
          f"redis (matchmaker cache) requirepass {rnd(ALNUM, 32)}",
          f"redis-cli -h mm-cache.acme.internal -a '{rnd(ALNUM, 28)}' --tls",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@session-cache.acme.internal:6380/0")

    r.add("session_jwt_signing_secret",
          f"HMAC key we sign game session tokens w/: {b64(secrets.token_bytes(48))}",
          f"jwt secret (auth-svc prod)\nJWT_SECRET={rnd(ALNUM, 64)}",
          f"sample signed token from prod for debugging (valid till sunday): {jwt({'sub': pf_player(), 'tid': title_id(), 'exp': epoch()})}")

    r.add("github_token",
          f"gh PAT for the unity package registry mirror: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token, repo acme/stormrunner-backend read only\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.acme.test/acme/tools.git")

    r.add("jenkins_api_token",
          f"jenkins api token (me) 11{hexs(32)}",
          f"curl -u ci-trigger:11{hexs(32)} -X POST https://jenkins.acme.internal/job/stormrunner-win64/build",
          f"jenkins cli: java -jar jenkins-cli.jar -s https://jenkins.acme.internal -auth admin:11{hexs(32)} safe-restart")

    r.add("partner_center_client_secret",
          f"xbox / partner center aad app secret (exp 2026): {azure_secret()}",
          f"MS store submission api\ntenant {uid()}\nclient {uid()}\nsecret {azure_secret()}")

    r.add("backtrace_submission_token",
          f"backtrace crash submission token (win client) {hexs(64)}",
          f"CrashReportClient ini:\nDataRouterUrl=\"https://acme.sp.backtrace.acme.test:6098/post?format=minidump&token={hexs(64)}\"")

    r.add("cloudflare_api_token",
          f"cloudflare token for patch cdn purge: {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # zone:cache purge only",
          f"cf token (dns edit, acme.test zone) -> {rnd(URLSAFE, 40)}\nmade it expire end of year")

    r.add("npm_token",
          f"npm token for @acme scope (publishing the ts sdk): npm_{rnd(ALNUM, 36)}",
          f".npmrc on CI\n//registry.npm.acme.test/:_authToken=npm_{rnd(ALNUM, 36)}")

    r.add("docker_hub_token",
          f"docker hub PAT (acmebuild) dckr_pat_{rnd(URLSAFE, 27)}",
          f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmebuild --password-stdin")

    r.add("vault_token",
          f"vault root token from init (!!! revoke after setup) hvs.{rnd(ALNUM, 24)}",
          f"VAULT_TOKEN=hvs.{rnd(ALNUM + '_-', 90)}",
          f"vault login hvs.{rnd(ALNUM, 24)}   # approle token for jenkins, ttl 768h")

    r.add("vault_unseal_key",
          f"vault unseal key 2 of 5 (mine): {b64(secrets.token_bytes(32))}",
          f"unseal keys i hold\n1: {b64(secrets.token_bytes(33))}\n2: {b64(secrets.token_bytes(33))}")

    r.add("code_signing_pfx_password",
          f"windows code signing cert (ev token) pin: {digits(8)}",
          f"signtool sign /f acme-codesign.pfx /p \"{pw()}\" /tr http://ts.acme.test /td sha256 StormRunner.exe",
          f"pfx pw for launcher signing = {pw()}")

    r.add("stripe_secret_key",
          f"stripe (web shop for founder packs) live secret: sk_live_{rnd(ALNUM, 24)}",
          f"STRIPE_SECRET_KEY=rk_live_{rnd(ALNUM, 99)}  restricted key, refunds+read",
          f"stripe webhook signing secret (founder pack purchases) whsec_{rnd(ALNUM, 32)}")

    r.add("twitch_client_secret",
          f"twitch drops app client secret {rnd(LOWER + DIGITS, 30)}",
          f"twitch ext\nclient id {rnd(LOWER + DIGITS, 30)}\nclient secret {rnd(LOWER + DIGITS, 30)}\next secret {b64(secrets.token_bytes(32))}")

    r.add("dedicated_server_rcon_password",
          f"rcon pw for playtest servers: {pw()}",
          f"DefaultGame.ini\n[/Script/Engine.GameSession]\nAdminPassword={rnd(ALNUM, 14)}\nRconPassword={rnd(ALNUM, 18)}",
          f"mcrcon -H 10.20.{digits(2, lead=True)}.{digits(2, lead=True)} -P 27015 -p {rnd(ALNUM, 16)} 'kick all'")

    r.add("studio_wifi_password",
          f"studio wifi AcmeDev pw {phrase(WORDS, 3, '-')}{digits(2)}",
          f"guest wifi (playtesters) AcmeGuest / {rnd(LOWER + DIGITS, 10)}")

    r.add("studio_door_code",
          f"front door keypad {digits(6)}#",
          f"server closet code is {digits(4)}, dont give to cleaners",
          f"office access after 8pm: side door code {digits(5)} then badge")

    r.add("alarm_panel_code",
          f"alarm disarm {digits(4)} (last one out arms it, code is same)",
          f"alarm co. passcode word if they call: {pick(*WORDS)}{digits(2)}, panel code {digits(4)}",
          f"studio alarm: user 3 = me, code {digits(4)}. duress code is +1 on last digit")

    r.add("company_card",
          f"studio amex for aws bill: {luhn('37', 15)} exp {card_expiry()} cid {digits(4)}",
          f"visa (steam direct fee + apple dev) {groups(luhn('4'), 4)} {card_expiry()} cvv {digits(3)}",
          f"corp card\n{groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}\n{card_expiry()}\nsec code {digits(3)}")

    r.add("aws_root_mfa_totp_seed",
          f"aws root acct {acct} mfa seed (backup, in case yubikey dies): {rnd(BASE32, 64)}",
          f"otpauth://totp/Amazon%20Web%20Services:root@{acct}?secret={rnd(BASE32, 32)}&issuer=Amazon%20Web%20Services",
          f"totp seed for the shared ops@ acct (datadog+sentry login) {groups(rnd(BASE32, 32), 4)}")

    r.add("openai_api_key",
          f"openai key for npc barks prototype {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}  # capped $50/mo",
          f"npc dialogue tool cfg\n[llm]\nprovider = openai\napi_key = \"{openai_project_key()}\"")

    r.add("apple_id_recovery_key",
          f"apple dev acct (account holder) recovery key: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
          f"Apple ID recovery key — studio@acme.example\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")

    r.add("live_ops_admin_panel_login",
          f"liveops panel admin: ops@acme.example / {pw()}",
          f"https://liveops.acme.internal  u: gm_tools  p: {pw()}",
          f"GM tool break-glass acct -> breakglass / {rnd(ALNUM + '!@#$', 22)}")

    r.add("mongodb_connection_string",
          f"telemetry mongo: mongodb+srv://telemetry:{rnd(ALNUM, 20)}@tel-cluster.acme.internal/events?retryWrites=true",
          f"MONGO_URI=mongodb://root:{pw()}@mongo-01.acme.internal:27017/admin")

    r.add("admin_session_cookie",
          f"liveops panel session cookie for the repro (expires tonight) connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}",
          f"Cookie: acme_admin_sess={rnd(URLSAFE, 64)}; path=/; HttpOnly")

    return r


def b64u_long(n: int) -> str:
    return rnd(URLSAFE, n)


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add("playfab_title_id",
          f"pf titles: dev {title_id()}, stage {title_id()}, prod {title_id()}",
          f"title id for the playtest branch is {title_id()}  (NOT prod!)",
          f"PlayFabSharedSettings.asset -> TitleId: {title_id()}")

    r.add("playfab_player_id",
          f"player {pf_player()} stuck in tutorial after patch, check their inventory",
          f"refund dupe gems for master acct {pf_player()} and {pf_player()}",
          f"ban list addition: {pf_player()} (speedhack, clip in ticket)")

    r.add("steam_app_and_depot_ids",
          f"steam appid {digits(7, lead=True)}, depots: win {digits(7, lead=True)}, linux srv {digits(7, lead=True)}",
          f"playtest app id is {digits(7, lead=True)} (separate from main)",
          f"dedicated server tool appid {digits(7, lead=True)} -> steamcmd +app_update it anonymous")

    r.add("steamid64",
          f"steamid of the guy reporting the desync: 7656119{digits(10)}",
          f"whitelist for closed beta: 7656119{digits(10)}, 7656119{digits(10)}, 7656119{digits(10)}")

    r.add("steam_manifest_id",
          f"rollback target: depot manifest {digits(19, lead=True)} (build before the crash)",
          f"buildid {digits(8, lead=True)} set live on 'default' branch, manifest {digits(19, lead=True)}")

    r.add("eos_product_sandbox_deployment_ids",
          f"EOS product {hexs(32)}\nsandbox live {hexs(32)}\ndeployment {hexs(32)}",
          f"staging deployment id = {hexs(32)} (sandbox 'Stage')",
          f"eos org id o-{rnd(LOWER + DIGITS, 30)}")

    r.add("eos_client_id",
          f"EOS client id for the game client (public, shipped in the build): {eos_client_id()}",
          f"client ids: game {eos_client_id()} / server {eos_client_id()}  — secrets are in vault, not here")

    r.add("perforce_changelist",
          f"CL {digits(6, lead=True)} broke the linux server build, backed out in CL {digits(6, lead=True)}",
          f"p4 describe -s {digits(6, lead=True)}",
          f"shelved the matchmaking fix in {digits(6, lead=True)}, needs review from Sam")

    r.add("perforce_depot_path",
          "//depot/StormRunner/Main/Source/Server/... is the server stream",
          f"p4 integrate //depot/StormRunner/Dev-Backend/...@{digits(6, lead=True)} //depot/StormRunner/Main/...",
          "protect table: svc_ci gets write on //depot/StormRunner/Builds/... only")

    r.add("perforce_ssl_fingerprint",
          f"p4 trust fingerprint (new cert after renewal): {':'.join(secrets.token_hex(1).upper() for _ in range(20))}",
          f"if p4 complains about the ssl fingerprint, compare with {':'.join(secrets.token_hex(1).upper() for _ in range(20))} then p4 trust -y")

    r.add("perforce_ticket_expiry_note",
          "p4 tickets expire after 12h for normal users, svc_ci is in the 'unlimited' group so its ticket doesnt",
          "if CI fails with 'Perforce password (P4PASSWD) invalid or unset' -> ticket expired, run p4 login -a on build01",
          "perforce pw policy: security=3, min 8 chars, forced change every 90d")

    r.add("ci_build_id",
          f"jenkins build #{digits(4, lead=True)} = first green win64 since tuesday",
          f"ugs build target stormrunner-android, build {digits(3, lead=True)}, artifact id {uid()}",
          f"teamcity buildId={digits(6, lead=True)} buildTypeId=StormRunner_Server_Linux")

    r.add("gamelift_fleet_alias_ids",
          f"prod fleet {fleet()} (us-west-2), alias alias-{uid()} points at it",
          f"new fleet for 0.{digits(2, lead=True)} -> {fleet()}; swap alias-{uid()} when healthy",
          f"server build id build-{uid()}",
          f"aws gamelift describe-fleet-attributes --fleet-ids {fleet()} --region us-west-2")

    r.add("matchmaking_ticket_id",
          f"flexmatch ticket {uid()} timed out after 120s, rule set too strict?",
          f"mm tickets stuck in SEARCHING: {uid()}, {uid()}",
          f"aws gamelift describe-matchmaking --ticket-ids {uid()}")

    r.add("game_session_arn",
          f"arn:aws:gamelift:us-west-2::gamesession/{fleet()}/{uid()} crashed at wave 12",
          f"player session psess-{uid()} got kicked w/ INVALID_PLAYER_SESSION",
          f"game session id gsess-{uid()} -> pull logs from s3")

    r.add("cognito_pool_and_client_ids",
          f"user pool {pick(*REGIONS)}_{rnd(ALNUM, 9)}, app client {cognito_client_id()} (public client, no secret)",
          f"identity pool us-west-2:{uid()} for unauth guest telemetry",
          f"cognito domain auth.acme.test, pool id us-west-2_{rnd(ALNUM, 9)}")

    r.add("photon_app_id",
          f"photon realtime app id {uid()} (lives in PhotonServerSettings, fine to ship)",
          f"photon voice app id: {uid()}\nfusion app id: {uid()}",
          f"PUN AppIdRealtime = {uid()}, region usw")

    r.add("discord_app_public_key",
          f"discord app public key (for verifying interaction sigs): {hexs(64)}",
          f"interactions endpoint needs PUBLIC KEY {hexs(64)} — that one is fine to commit")

    r.add("discord_snowflake_ids",
          f"bot app id {snowflake()}, guild {snowflake()}, #patch-notes channel {snowflake()}",
          f"role id for beta testers = {snowflake()}")

    r.add("sentry_dsn",
          f"sentry dsn (client, public): https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}",
          f"SENTRY_DSN for the server build -> https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)} (dsn isnt secret per sentry docs)")

    r.add("sentry_issue_ref",
          f"STORMRUNNER-{rnd(UPPER + DIGITS, 3)} is the null deref in InventoryComponent, event id {hexs(32)}",
          f"sentry release stormrunner@0.{digits(2, lead=True)}.{digits(1)}+{hexs(7)}")

    r.add("crash_dump_hash",
          f"minidump sha256 {hexs(64)} — same callstack as last week",
          f"crash bucket {hexs(40)} x{digits(3, lead=True)} in 24h",
          f"pdb guid/age for server binary: {hexs(32).upper()}{digits(1, lead=True)}")

    r.add("git_commit_sha",
          f"backend repo: hotfix is {hexs(40)}, cherry-pick to release/0.{digits(2, lead=True)}",
          f"deployed {hexs(7)} to stage",
          f"git revert {hexs(40)} (the redis pool change)")

    r.add("container_image_digest",
          f"mm-service image pinned to registry.acme.internal/mm-service@sha256:{hexs(64)}",
          f"prev good digest sha256:{hexs(64)}")

    r.add("store_sku",
          "iOS IAP product ids: com.acme.stormrunner.gems_500, com.acme.stormrunner.gems_1200, com.acme.stormrunner.season_pass_s3",
          f"steam DLC appid {digits(7, lead=True)} 'Founders Pack', itemdef 1001-1010 for cosmetics",
          "play billing skus: gems_small, gems_large, battlepass_s3 (subscription: bp_monthly)")

    r.add("app_store_app_id",
          f"app store app id {digits(10, lead=True)}, bundle com.acme.stormrunner",
          f"testflight: apps.apple.acme.test/app/{digits(10, lead=True)}",
          f"apple team id {rnd(UPPER + DIGITS, 10)} (shown on every cert anyway)")

    r.add("asc_api_key_id_and_issuer",
          f"ASC key id {rnd(UPPER + DIGITS, 10)}, issuer {uid()} — the .p8 itself is in vault at secret/mobile/asc",
          f"fastlane: key_id + issuer_id go in Appfile ({rnd(UPPER + DIGITS, 10)} / {uid()}), key file from env")

    r.add("google_play_order_id",
          f"refund req for GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
          f"chargeback: order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}..{digits(1)}, purchase token on file")

    r.add("google_play_license_public_key",
          f"play licensing base64 RSA public key (goes in the app):\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{rnd(B64, 300)}IDAQAB",
          f"LVL public key for android build config → MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{rnd(B64, 300)}IDAQAB")

    r.add("play_service_account_email",
          "play publisher svc acct: play-publisher@acme-stormrunner.iam.gserviceaccount.test (json key in vault)",
          f"service account client id {digits(21, lead=True)}, granted 'Release manager' in play console")

    r.add("achievement_api_name",
          "ACH_FIRST_WIN, ACH_WIN_100_MATCHES, ACH_REACH_PRESTIGE_5 — api names must match steamworks exactly",
          f"stat api name STAT_TOTAL_KILLS (int), achievement ACH_KILL_{digits(4, lead=True)} unlocks off it",
          f"gpgs achievement ids: Cgk{rnd(ALNUM + '_-', 15)}EAIQAQ, Cgk{rnd(ALNUM + '_-', 15)}EAIQAg")

    r.add("env_var_name_only",
          "backend needs: PLAYFAB_TITLE_ID, PLAYFAB_SECRET_KEY, EOS_CLIENT_ID, EOS_CLIENT_SECRET, DD_API_KEY",
          "CI vars to set on new agent: P4PORT P4USER P4PASSWD(ticket) STEAM_BUILD_USER STEAM_BUILD_PASS",
          "DISCORD_TOKEN=\nSENTRY_AUTH_TOKEN=\n(fill from vault, never commit .env)",
          "helm values: secretRef: name: gamelift-deployer key: AWS_SECRET_ACCESS_KEY")

    r.add("vault_path_reference",
          "playfab secret keys live at vault kv secret/stormrunner/playfab/{dev,stage,prod}",
          "vault kv get -field=secret_key secret/stormrunner/eos/server",
          f"steam publisher key -> AWS secrets manager arn:aws:secretsmanager:us-west-2:{acct}:secret:prod/steam/publisher-key-{rnd(ALNUM, 6)}",
          "1password vault 'Studio Ops' has the apple account holder login + recovery key, ask Priya")

    r.add("secret_rotation_log",
          "rotated discord bot token 3/14 after leak in #general, old one revoked, bot redeployed",
          "datadog api key rotated, old key disabled, agents on fleets pick new one via ssm param",
          "PF prod secret key rotated — new key in vault, removed the old one from title settings",
          "EOS client secret regenerated for ded-server-prod. rollout done, nothing to paste here")

    r.add("password_policy_talk",
          "new liveops panel pw rule: 16+ chars, no reuse of last 5, TOTP required for GM role",
          "apple wants app-specific passwords for notarytool, generate at appleid site, not the real pw",
          "reminder: the door code changes every quarter, Jen emails it out")

    r.add("ssh_host_fingerprint",
          f"build01 host key fingerprint ED25519 {fp_sha256()}",
          f"if ssh warns about build-win-02, expected fp is {fp_sha256()}")

    r.add("ssh_public_key",
          f"add to build01 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jenkins@build01",
          f"my pubkey for the gamelift fleet ssh access: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@acme-mbp",
          f"deploy key (read-only, PUBLIC half) ssh-rsa {ssh_pub('ssh-rsa', 270)} ci-deploy")

    r.add("iam_role_arn",
          f"fleet instance role arn:aws:iam::{acct}:role/GameLiftFleetRole-prod",
          f"CI assumes arn:aws:iam::{acct}:role/ci-gamelift-deployer (OIDC, no static keys anymore)",
          f"cognito auth role arn:aws:iam::{acct}:role/Cognito_StormRunnerAuth_Role")

    r.add("aws_request_id",
          f"CreateGameSession throttled, RequestId: {uid()}",
          f"support case {digits(11, lead=True)} re: fleet capacity, attached request ids {uid()} / {uid()}")

    r.add("datadog_monitor_and_trace_ids",
          f"dd monitor {digits(8, lead=True)} (mm queue time p95) is flapping",
          f"trace id {digits(19, lead=True)} shows the 4s redis call",
          f"dashboard https://app.datadoghq.acme.test/dashboard/{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}/backend-overview")

    r.add("unity_project_environment_ids",
          f"UGS project id {uid()}\nenv production {uid()}\nenv staging {uid()}",
          f"unity org id {digits(13, lead=True)}, cloud code module 'Economy' deployed to env {uid()}",
          f"ugs config set project-id {uid()}")

    r.add("jira_ticket",
          f"BACK-{digits(4, lead=True)} matchmaking backfill; BACK-{digits(4, lead=True)} leaderboard reset cron",
          f"OPS-{digits(3, lead=True)}: rotate steam publisher key (done, see vault)",
          f"zendesk #{digits(6, lead=True)} — player lost progress, linked to BACK-{digits(4, lead=True)}")

    r.add("server_ip_and_port",
          f"playtest server 10.20.{digits(2, lead=True)}.{digits(2, lead=True)}:7777 udp, query port 27015",
          f"relay in usw: 192.0.2.{digits(2, lead=True)}:5055 (photon self-host test)",
          f"gamelift port range 7000-8000 udp, ec2 sg sg-{hexs(17)}")

    r.add("build_version_string",
          f"client 0.{digits(2, lead=True)}.{digits(1)}.{digits(5, lead=True)} / server 0.{digits(2, lead=True)}.{digits(1)}-{hexs(7)}",
          f"unreal {pick('5.3.2', '5.4.4', '5.5.1')}, playfab sdk {digits(3, lead=True)}.{digits(3, lead=True)}, eos sdk 1.16.{digits(1)}",
          f"CFBundleVersion {digits(4, lead=True)}, versionCode {digits(5, lead=True)}")

    r.add("publisher_iban_on_invoice",
          f"EU publisher royalty invoices: pay to Acme Publishing GmbH, IBAN {iban('DE', digits(18))}, BIC ACMEDEFFXXX",
          f"invoice INV-{digits(5, lead=True)} from the localization vendor, IBAN {iban('NL', 'ACME' + digits(10))}")

    r.add("devkit_serial_and_tracking",
          f"devkit #3 serial {rnd(UPPER + DIGITS, 12)} going back for repair, ups 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
          f"asset tag ACME-HW-{digits(4)} = the xbox devkit, console id {hexs(16).upper()}",
          f"yubikey serial {digits(8, lead=True)} assigned to me (aws root mfa)")

    r.add("public_promo_code",
          f"launch week promo code in the newsletter: STORM{digits(2)}OFF (public, unlimited)",
          "creator code for streamer partners: ACMECREATOR / in-game display only")

    r.add("phone_numbers",
          f"aws enterprise support callback +1 206 555 01{digits(2)}",
          f"on-call phone (pagerduty bridge) 206-555-01{digits(2)}, ext {digits(3, lead=True)}",
          f"valve partner support line? no, only the web form. epic dev support +1 919 555 01{digits(2)}")

    r.add("world_seed",
          f"procgen world seed for the demo map: {digits(10, lead=True)} (looks best)",
          f"RNG seed repro for the desync bug -> seed=0x{hexs(16)}",
          f"loot table sim run #{digits(3, lead=True)} used seed {digits(9, lead=True)}, drop rates in sheet")

    r.add("redacted_config",
          "appsettings.prod.json: \"PlayFabSecretKey\": \"<from-vault>\", \"EosClientSecret\": \"${EOS_CLIENT_SECRET}\"",
          "DD_API_KEY=****************************** (redacted in logs, good)",
          "P4PASSWD=%P4_TICKET%  # injected by jenkins credentials binding")

    r.add("package_integrity_hash",
          f"package-lock for @acme/sdk: integrity sha512-{b64(secrets.token_bytes(64))}",
          f"unity package hash {hexs(40)} in packages-lock.json for com.unity.services.core")

    r.add("kms_key_id",
          f"kms key for telemetry bucket: arn:aws:kms:us-west-2:{acct}:key/{uid()}",
          f"sops uses kms alias/stormrunner-secrets (key id {uid()})")

    r.add("cloudfront_distribution_id",
          f"patch cdn distribution E{rnd(UPPER + DIGITS, 13)}, invalidate /manifests/* after each release",
          f"aws cloudfront create-invalidation --distribution-id E{rnd(UPPER + DIGITS, 13)} --paths '/launcher/*'")

    r.add("apple_transaction_id",
          f"ios refund: original transaction id 2000000{digits(9)}",
          f"sandbox tx {digits(15, lead=True)} double-granted gems, check receipt validation path")

    r.add("twitch_client_id",
          f"twitch drops client id (public, in extension manifest) {rnd(LOWER + DIGITS, 30)}",
          f"twitch ext id {rnd(LOWER + DIGITS, 30)}, version 0.0.{digits(1, lead=True)}",
          f"twitch bot user id {digits(9, lead=True)}, broadcaster id {digits(9, lead=True)} for the studio channel")

    r.add("mfa_setup_mention",
          "aws root mfa moved to yubikey, virtual mfa removed. seed was never stored anywhere",
          "epic dev portal 2fa is on the studio authenticator phone in the safe, backup codes printed in the same envelope")

    return r


def main() -> None:
    write_corpora("make_heldout93.py", [
        ("heldout93_credentials.yaml", credentials(), "batch 93 (game-backend engineer at a small Seattle studio: PlayFab, Steamworks, EOS, UGS, GameLift, Perforce, store credentials), written blind; every value synthetic"),
        ("heldout93_lookalikes.yaml", lookalikes(), "batch 93 look-alikes: title, player, fleet and session ids, changelists, depot paths, public client ids and vault references, written blind"),
    ])


if __name__ == "__main__":
    main()
