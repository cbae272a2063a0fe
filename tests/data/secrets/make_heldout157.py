# ruff: noqa: E501
"""Writes heldout157_credentials.yaml and heldout157_lookalikes.yaml: held-out batch 157.

Persona: a game and web3 developer in Lisbon who runs Maré Studio, a three-person studio
(Inês on art, Rui on netcode) shipping "Lanternfall" on Steam, itch.io and the Epic store,
with a web companion that mints cosmetic "Relics" on Base. Notes are English with a
Portuguese word now and then, pasted from Discord, engine settings, .env files and dashboards.
The batch is about ids and keys that are public by design, each beside its secret twin.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
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

UHEX = "0123456789ABCDEF"
B32LOW = "abcdefghijklmnopqrstuvwxyz234567"

# Words from the BIP-39 English list (a subset is enough for a seed phrase's shape).
_WORDS = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent
agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone
alpha already also alter always amateur amazing among amount amused analyst anchor ancient
anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart
apology appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume
asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn
average avocado avoid awake aware away awesome awful awkward axis badge bag balance balcony ball
bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because
become beef before begin behave behind believe below belt bench benefit best betray better
between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast
bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book
boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread
breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus
business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can
canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle zebra zero zone zoo"""
BIP39 = _WORDS.split()


def b58(data: bytes) -> str:
    """Base58 (Bitcoin alphabet), as Solana prints keys and addresses."""
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = BASE58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def addr() -> str:
    return "0x" + hexs(40)


def h256() -> str:
    return "0x" + hexs(64)


def eth_pk(prefix: bool = True) -> str:
    return ("0x" if prefix else "") + hexs(64)


def seed(n: int = 12) -> str:
    return phrase(BIP39, n)


def sol_addr() -> str:
    return b58(secrets.token_bytes(32))


def sol_secret() -> str:
    return b58(secrets.token_bytes(64))


def snowflake() -> str:
    return "1" + pick("0", "1", "2") + digits(17)


def discord_token() -> str:
    return f"{b64(snowflake().encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def twitch_id() -> str:
    return rnd(LOWER + DIGITS, 30)


def steam_key() -> str:
    return rnd(UHEX, 32)


def steam_app() -> int:
    return 2_100_000 + secrets.randbelow(1_400_000)


def eos_client_id() -> str:
    return "xyza7891" + rnd(ALNUM, 24)


def eos_secret() -> str:
    return rnd(B64, 43)


def playfab_title() -> str:
    return rnd(UHEX, pick(4, 5))


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def privy_id() -> str:
    return "cl" + rnd(LOWER + DIGITS, 23)


def privy_secret() -> str:
    return rnd(BASE58, 88)


def magic_pk() -> str:
    return "pk_live_" + rnd(UHEX, 16)


def magic_sk() -> str:
    return "sk_live_" + rnd(UHEX, 16)


def tw_client() -> str:
    return hexs(32)


def tw_secret() -> str:
    return rnd(URLSAFE, 86)


def alchemy_key() -> str:
    return rnd(URLSAFE, 32)


def etherscan() -> str:
    return rnd(UPPER + DIGITS, 34)


def itch_key() -> str:
    return rnd(ALNUM, 40)


def cid() -> str:
    return "bafybei" + rnd(B32LOW, 52)


def cid0() -> str:
    return "Qm" + rnd(BASE58, 44)


def sha1() -> str:
    return hexs(40)


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def apple_pw() -> str:
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def pg_pw() -> str:
    return rnd(ALNUM, 24)


def grouped(r: Rows) -> Rows:
    """The rows with each kind's notes together, kinds in the order they first appear."""
    order: dict[str, int] = {}
    for kind, _ in r:
        order.setdefault(kind, len(order))
    return Rows(sorted(r, key=lambda row: order[row[0]]))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "eth_deployer_private_key",
        f"deployer wallet for the Relics contracts (HOT wallet, only gas money on it!!)\naddr {addr()}\npk {eth_pk()}",
        f"hardhat .env on the build box, copy this when I reinstall:\nPRIVATE_KEY={eth_pk(False)}\nBASE_SEPOLIA_RPC=https://rpc.base-sepolia.acme.example\nDEPLOY_CONFIRMATIONS=3",
        f"remember the voucher signer key is {eth_pk()} — it only signs mint vouchers on the server, never holds funds. não partilhar com ninguém",
        f"forge script --rpc-url $RPC --private-key {eth_pk()} script/DeployRelics.s.sol --broadcast  # the one that worked on sepolia",
    )
    r.add(
        "wallet_seed_phrase",
        f"treasury metamask recovery phrase (also on the steel plate in the safe):\n{seed(12)}",
        "studio ledger seed, 24 words, keep the order:\n" + "\n".join(f"{i + 1:>2}. {w}" for i, w in enumerate(seed(24).split())),
        f"rabby test wallet for playtesters airdrop — dev only, fine to lose but still: {seed(12)}",
        f"Rui's burner for the hackathon demo wallet => seed '{seed(12)}' (he said we can reuse it for the staging faucet)",
    )
    r.add(
        "hardware_wallet_passphrase",
        f"ledger treasury hidden wallet: passphrase (the 25th word) is {pick('Farol', 'Sardinha', 'Azulejo', 'Pastel')}-{digits(4)}-{pick('maré', 'tejo', 'eléctrico')}  -- without it you land on the empty decoy wallet",
        f"trezor passphrase for the multisig signer #2\n{rnd(ALNUM + '!#%', 18)}",
    )
    r.add(
        "hardware_wallet_pin",
        f"Ledger Nano PIN {digits(8)} (3 wrong tries = wipe, atenção)",
        f"trezor pin: {digits(6)}\nrecovery is in the treasury seed note",
    )
    r.add(
        "solana_keypair_secret",
        f"solana devnet payer for the cNFT experiment\npubkey {sol_addr()}\nsecret (base58, phantom export) {sol_secret()}",
        "~/.config/solana/id.json of the mint authority, in case the laptop dies:\n" + json.dumps([secrets.randbelow(256) for _ in range(64)]),
    )
    r.add(
        "keystore_password",
        f"geth keystore UTC--2024-11-02T18-22-41Z--{hexs(40)} password: {pw()}",
        f"clef / keystore for the old faucet bot -> unlock with\n{rnd(ALNUM + '-_!', 22)}",
    )
    r.add(
        "thirdweb_secret_key",
        f"thirdweb dashboard, project lanternfall-relics\nclient id {tw_client()} (frontend, fine)\nsecret key {tw_secret()}  (server only!! engine + storage uploads)",
        f"THIRDWEB_SECRET_KEY={tw_secret()}",
        f"npx thirdweb deploy -k {tw_secret()}   <- need the secret key flag on CI box",
    )
    r.add(
        "privy_app_secret",
        f"Privy: app id {privy_id()}  /  app secret {privy_secret()}",
        f"backend .env.production\nPRIVY_APP_ID={privy_id()}\nPRIVY_APP_SECRET={privy_secret()}\nPRIVY_VERIFICATION_KEY_PATH=/etc/mare/privy.pub",
        f"new privy secret after Rui leaked the old one in a screenshot lol: {privy_secret()}",
    )
    r.add(
        "magic_secret_key",
        f"magic.link keys — publishable {magic_pk()} goes in the webgl build, secret {magic_sk()} stays in the auth lambda",
        f"MAGIC_SECRET_KEY={magic_sk()}",
        f"magic admin sdk init: new Magic('{magic_sk()}') in api/session.ts",
    )
    r.add(
        "alchemy_server_api_key",
        f"alchemy app 'relics-indexer' (server side, the key with the big CU quota): {alchemy_key()}",
        f"indexer config.toml\n[rpc]\nurl = \"https://base-mainnet.alchemy.acme.example/v2/{alchemy_key()}\"\nbatch = 50",
        f"ALCHEMY_KEY={alchemy_key()}  # NOT the frontend one, this one has no domain allowlist",
    )
    r.add(
        "alchemy_notify_auth_token",
        f"alchemy notify auth token (to create webhooks via api): {rnd(ALNUM, 32)}",
        f"curl -X POST https://dashboard.alchemy.acme.example/api/create-webhook -H 'X-Alchemy-Token: {rnd(ALNUM, 32)}' -d @webhook.json",
    )
    r.add(
        "infura_api_key_secret",
        f"infura project 'lanternfall'\nAPI key {hexs(32)}\nAPI key secret {hexs(32)}\n(secret required because we enabled 'require API key secret')",
        f"curl --user :{hexs(32)} https://mainnet.infura.acme.example/v3/{hexs(32)} -d '{{\"jsonrpc\":\"2.0\",\"method\":\"eth_blockNumber\",\"id\":1}}'",
        f"INFURA_SECRET={hexs(32)} — pair it with the key id in the same .env or ipfs uploads 401",
    )
    r.add(
        "etherscan_api_key",
        f"etherscan api key for contract verification: {etherscan()}",
        f"hardhat.config.ts\n  etherscan: {{ apiKey: {{ base: \"{etherscan()}\", baseSepolia: \"{etherscan()}\" }} }},",
        f"basescan key (free tier, 5 req/s) -> {etherscan()}",
    )
    r.add(
        "playfab_developer_secret_key",
        f"PlayFab title {playfab_title()} — developer secret key {playfab_secret()} (server/cloudscript only)",
        f"PlayFabSettings.staticSettings.TitleId = \"{playfab_title()}\";\nPlayFabSettings.staticSettings.DeveloperSecretKey = \"{playfab_secret()}\"; // ONLY in the dedicated server build!!",
        f"pf secret for the staging title, rotated today:\n{playfab_secret()}",
    )
    r.add(
        "photon_custom_auth_secret",
        f"photon custom auth -> our endpoint https://auth.mare.example/photon?secret={rnd(URLSAFE, 32)}",
        f"Photon dashboard > Custom Authentication > key/value 'sharedSecret' = {rnd(ALNUM, 28)}",
        f"photon webhooks secret header X-Photon-Secret: {hexs(40)}",
    )
    r.add(
        "unity_service_account_secret",
        f"unity service account 'ci-builder'\nkey id {uid()}\nsecret key {rnd(URLSAFE, 32)}",
        f"UGS CLI login: ugs login --service-key-id {uid()} --secret-key-stdin  (paste {rnd(URLSAFE, 32)})",
        f"UNITY_SERVICE_ACCOUNT_SECRET={rnd(URLSAFE, 32)}",
    )
    r.add(
        "unity_cloud_build_api_key",
        f"cloud build api key (dev ops > settings) {hexs(32)}",
        f"curl -H \"Authorization: Basic {b64((hexs(32) + ':').encode())}\" https://build-api.cloud.unity.acme.example/api/v1/orgs/mare/projects",
    )
    r.add(
        "eos_client_secret",
        f"EOS dev portal, client 'lanternfall-game-server'\nClientId {eos_client_id()}\nClientSecret {eos_secret()}",
        f"DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\nClientId={eos_client_id()}\nClientSecret={eos_secret()}",
        f"eos trusted server client secret (policy TrustedServer) - {eos_secret()}",
    )
    r.add(
        "eos_encryption_key",
        f"EOS player data storage encryption key (64 hex, never change it or old saves break): {hexs(64)}",
        f"EncryptionKey={hexs(64).upper()}",
    )
    r.add(
        "steam_web_api_key",
        f"steam web api key (user key, for the achievements dashboard): {steam_key()}",
        f"https://api.steampowered.acme.example/ISteamUser/GetPlayerSummaries/v2/?key={steam_key()}&steamids=7656119{digits(10)}",
        f"STEAM_API_KEY={steam_key()}",
    )
    r.add(
        "steam_publisher_api_key",
        f"publisher web api key (steamworks > users & permissions > manage group) {steam_key()} — can grant keys / do microtxn, guard it",
        f"ISteamMicroTxn on the backend uses publisher key {steam_key()}",
        f"publisher key after rotation:\n{steam_key()}",
    )
    r.add(
        "steamworks_partner_password",
        f"steamworks partner login: mare_studio_admin / {pw()}",
        f"steamcmd +login mare_builder {pw()} +run_app_build ../scripts/app_build.vdf +quit",
        f"partner.steam account for the build bot\nuser: mare_ci_build\npass: {rnd(ALNUM + '#!', 20)}",
    )
    r.add(
        "steam_guard_recovery_code",
        f"steam guard recovery code for mare_ci_build: R{digits(5)}",
        f"if the authenticator phone dies -> revocation code R{digits(5)} (written on the back of the contract folder too)",
    )
    r.add(
        "discord_bot_token",
        f"Lanterna bot (the one that posts patch notes)\ntoken {discord_token()}",
        f"DISCORD_TOKEN={discord_token()}\nGUILD_ID={snowflake()}",
        f"Inês pasted the bot token in #art by accident, reset it, new one: {discord_token()}",
    )
    r.add(
        "discord_client_secret",
        f"discord oauth2 for 'login with discord' on the relics site\nclient id {snowflake()}\nclient secret {rnd(URLSAFE, 32)}",
        f"DISCORD_CLIENT_SECRET={rnd(URLSAFE, 32)}",
        f"discord app secret (oauth2 tab) -> {rnd(URLSAFE, 32)} , redirect https://relics.mare.example/auth/discord/cb",
    )
    r.add(
        "discord_webhook_url",
        f"webhook for #builds: https://discord.acme.example/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
        f"steam build notifier posts to\nhttps://discord.acme.example/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}\n(anyone with this url can post as the bot)",
    )
    r.add(
        "twitch_client_secret",
        f"twitch dev console app 'lanternfall-drops'\nclient id {twitch_id()}\nclient secret {twitch_id()}",
        f"TWITCH_CLIENT_SECRET={twitch_id()}",
        f"twitch extension secret (base64, from the extension settings) {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "twitch_oauth_token",
        f"chat bot token for the dev stream: oauth:{twitch_id()}",
        f"twitch user access token (scopes channel:manage:redemptions) {twitch_id()} expires in ~60 days, refresh {rnd(LOWER + DIGITS, 50)}",
    )
    r.add(
        "itch_api_key",
        f"butler login key (itch.io > settings > api keys): {itch_key()}",
        f"BUTLER_API_KEY={itch_key()} butler push build/webgl mare/lanternfall:html5",
        f"itch api key for the sales export script {itch_key()}",
    )
    r.add(
        "apple_developer_password",
        f"apple developer account (account holder = me) dev@mare.example\npw {pw()}",
        f"App Store Connect login: dev@mare.example / {pw()}  — 2FA goes to my iphone",
        f"senha da conta apple developer mudada hoje -> {rnd(ALNUM + '!?#', 16)}",
    )
    r.add(
        "apple_app_specific_password",
        f"app-specific password for altool/notarytool: {apple_pw()}",
        f"xcrun notarytool store-credentials mare-notary --apple-id dev@mare.example --team-id {rnd(UPPER + DIGITS, 10)} --password {apple_pw()}",
    )
    r.add(
        "app_store_connect_private_key",
        f"ASC API key for fastlane (AuthKey_{rnd(UPPER + DIGITS, 10)}.p8):\n{pem('PRIVATE KEY', 3)}",
        f"fastlane api_key.json\n{{\"key_id\": \"{rnd(UPPER + DIGITS, 10)}\", \"issuer_id\": \"{uid()}\", \"key\": \"-----BEGIN PRIVATE KEY-----\\n{pem_body(3)}\\n-----END PRIVATE KEY-----\"}}",
    )
    r.add(
        "google_play_console_password",
        f"google play console owner account mare.studio.dev@gmail.acme.example pw: {pw()}",
        f"play console login {pw()} (the studio google account, not my personal one)",
        f"gmail/play console for the studio\n{pw()}\nbackup codes in the 2fa note",
    )
    r.add(
        "google_play_service_account_key",
        "play-publisher.json (service account for fastlane supply):\n" + json.dumps({"type": "service_account", "project_id": "mare-play-publish", "private_key_id": sha1(), "private_key": pem("PRIVATE KEY", 3) + "\n", "client_email": "supply@mare-play-publish.iam.gserviceaccount.acme.example"}, indent=1),
        f"GOOGLE_PLAY_JSON_KEY (base64 of the whole json) = {b64(json.dumps({'type': 'service_account', 'private_key_id': sha1(), 'private_key': pem('PRIVATE KEY', 2)}).encode())}",
    )
    r.add(
        "android_keystore_password",
        f"android upload keystore mare-upload.jks\nstorePassword {pw()}\nkeyAlias upload\nkeyPassword {pw()}",
        f"Unity > Player > Publishing Settings: keystore pass {rnd(ALNUM, 16)}, alias 'lanternfall' pass {rnd(ALNUM, 16)}",
        f"jarsigner -keystore mare-upload.jks -storepass {rnd(ALNUM, 14)} app-release.aab upload",
    )
    r.add(
        "github_token",
        f"github PAT for the unity build runner (repo + packages read) {ghp()}",
        f"git clone https://mare-ci:{ghp()}@github.acme.example/mare-studio/lanternfall.git",
        f"fine-grained token 'relics-deploy' github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)} expires march",
    )
    r.add(
        "npm_token",
        f"npm publish token for @mare/relics-sdk: npm_{rnd(ALNUM, 36)}",
        f".npmrc\n//registry.npmjs.acme.example/:_authToken=npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "pinata_jwt",
        f"pinata JWT (admin scope, for pinning relic metadata) {jwt({'userInformation': {'id': uid(), 'email': 'dev@mare.example'}, 'authenticationType': 'scopedKey', 'scopedKeyKey': hexs(20), 'iat': 1717000000 + secrets.randbelow(9000000)})}",
        f"PINATA_JWT={jwt({'userInformation': {'id': uid()}, 'scopedKeySecret': hexs(64), 'iat': 1717000000 + secrets.randbelow(9000000)})}",
    )
    r.add(
        "supabase_service_role_key",
        f"supabase service_role key (bypasses RLS!!) {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': 1712000000, 'exp': 2027600000})}",
        f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': 1716000000, 'exp': 2031500000})}",
    )
    r.add(
        "postgres_connection_string",
        f"leaderboard db: postgres://lf_app:{pg_pw()}@db.mare.internal:5432/leaderboard?sslmode=require",
        f"DATABASE_URL=postgresql://relics_indexer:{pg_pw()}@pg-relics.acme.internal:6543/relics",
        f"psql \"host=10.20.0.5 dbname=telemetry user=mare_admin password={pg_pw()}\"",
    )
    r.add(
        "stripe_secret_key",
        f"stripe (for the supporter pack on the website) secret key sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "openai_api_key",
        f"openai key for the NPC barks generator (prototype, cap at 20€/month): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
    )
    r.add(
        "game_server_rcon_password",
        f"dedicated server rcon pw {pw()} (port 27020)",
        f"server.cfg\nrcon_password \"{rnd(ALNUM, 14)}\"\nsv_password \"\"\nmaxplayers 8",
        f"playtest server eu-lis-1: admin console password is {pick('Bacalhau', 'Gaivota', 'Miradouro')}{digits(3)}!",
    )
    r.add(
        "game_server_ssh_private_key",
        f"ssh key for the hetzner game boxes (deploy@gs1.mare.internal):\n{openssh_private()}",
        f"ci deploy key (no passphrase) — GS_DEPLOY_KEY\n{openssh_private()}",
    )
    r.add(
        "discord_2fa_backup_codes",
        f"discord backup codes (studio owner account)\n{recovery_codes(8, 'plain')}",
        f"2fa backup codes for the steam partner acct: {recovery_codes(5, 'digits')}",
    )
    r.add(
        "totp_seed",
        f"TOTP secret for the shared ops account (so Rui can add it to his authenticator too): {groups(totp_seed(), 4)}",
        f"otpauth://totp/PlayFab:ops@mare.example?secret={totp_seed()}&issuer=PlayFab",
    )
    r.add(
        "cowork_door_code",
        f"cowork in Anjos: door code {digits(4)}# , alarm {digits(6)} if you're the last one out",
        f"código da porta do estúdio mudou: {digits(5)}*",
    )
    r.add(
        "company_card_cvv",
        f"studio card (Millennium biz debit) {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"card for the steamworks $100 fee + apple $99: {groups(luhn('5', 16), 4)}, {card_expiry()}, CVC {digits(3)}",
    )
    r.add(
        "tenderly_access_key",
        f"tenderly access key (for simulations from the backend) {rnd(ALNUM, 32)}",
        f"TENDERLY_ACCESS_KEY={rnd(URLSAFE, 32)}\nTENDERLY_PROJECT=relics",
    )
    r.add(
        "coinbase_cdp_api_secret",
        f"coinbase developer platform key for the onramp\nname: organizations/{uid()}/apiKeys/{uid()}\nprivateKey:\n{pem('EC PRIVATE KEY', 3)}",
        f"CDP_API_KEY_SECRET={b64(secrets.token_bytes(64))}",
    )
    # second pass: more of the same kinds, written on other days
    r.add("hardware_wallet_passphrase", f"passphrase for the 'grants' hidden account on the ledger:\n{seed(3).replace(' ', '-')}-{digits(2)}")
    r.add("hardware_wallet_pin", f"new ledger (the spare one in the drawer) -> pin {digits(4)}{digits(4)}")
    r.add("solana_keypair_secret", f"SOLANA_PAYER_SECRET={sol_secret()}")
    r.add("keystore_password", f"--unlock {addr()} --password <(echo '{pw()}')   # old geth faucet node, still running on gs2")
    r.add("alchemy_notify_auth_token", f"ALCHEMY_NOTIFY_TOKEN={rnd(ALNUM, 32)}\nALCHEMY_WEBHOOK_SIGNING_KEY=whsec_{rnd(ALNUM, 24)}")
    r.add("unity_cloud_build_api_key", f"UCB_API_KEY={hexs(32)} (for the discord 'build done' hook)")
    r.add("eos_encryption_key", f"eos sdk Options.EncryptionKey = \"{hexs(64)}\"  // same value on every platform")
    r.add("steam_guard_recovery_code", f"Steam Guard: recovery code for mare_studio_admin\nR{digits(5)}")
    r.add("discord_webhook_url", f"DISCORD_WEBHOOK=https://discord.acme.example/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}")
    r.add("twitch_oauth_token", f"TWITCH_BOT_OAUTH=oauth:{twitch_id()}\nTWITCH_CHANNEL=marestudio")
    r.add("apple_app_specific_password", f"transporter app pw (generated at appleid) {apple_pw()} label 'mare-ci'")
    r.add("npm_token", f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  # automation token, bypasses 2fa")
    r.add("stripe_secret_key", f"restricted stripe key for the refund script rk_live_51{rnd(ALNUM, 97)}")
    r.add("openai_api_key", f"o Rui pediu a key do openai pro localization test: {openai_project_key()}")
    r.add("discord_2fa_backup_codes", f"github backup codes (studio org owner):\n{recovery_codes(6, 'github')}")
    r.add("totp_seed", f"2fa seed for steamworks partner acct (added to both phones) {totp_seed()}")
    r.add("cowork_door_code", f"key safe at the airbnb for the game jam team: {digits(4)}, wifi LisboaJam / {pw()}")
    r.add("company_card_cvv", f"virtual card (revolut biz) for ads only\n{groups(luhn('4', 16), 4)}\n{card_expiry()}  {digits(3)}")
    r.add("tenderly_access_key", f"curl -H 'X-Access-Key: {rnd(ALNUM, 32)}' https://api.tenderly.acme.example/api/v1/account/mare/project/relics/simulate")
    r.add("coinbase_cdp_api_secret", f"cdp api secret (ed25519, base64) for the paymaster: {b64(secrets.token_bytes(64))}")
    r.add("game_server_rcon_password", f"RCON_PASSWORD={rnd(ALNUM, 18)}")
    r.add("etherscan_api_key", f"ETHERSCAN_API_KEY={etherscan()}")
    r.add("privy_app_secret", f"curl -u {privy_id()}:{privy_secret()} -H 'privy-app-id: ...' https://auth.privy.acme.example/api/v1/users")
    return grouped(r)


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "wallet_address",
        f"send the playtest rewards to the treasury: {addr()} (Base)",
        f"Inês wallet for her artist royalties -> {addr()}",
        f"gnosis/safe? no — plain EOA for the faucet bot: {addr()}, top up when < 0.05 ETH",
        f"whitelist for the closed beta mint (paste into allowlist.csv):\n{addr()}\n{addr()}\n{addr()}",
    )
    r.add(
        "ens_name",
        f"our ENS is marestudio.eth, resolves to {addr()}",
        "remember to renew lanternfall.eth before it expires in jan (costs ~5 usd/yr)",
        f"set reverse record for relics-deployer.marestudio.eth -> {addr()}",
    )
    r.add(
        "transaction_hash",
        f"mint contract deployed, tx {h256()}",
        f"failed airdrop tx (out of gas) {h256()} — retry with gas limit 2.5M",
        f"basescan link for the support ticket: https://basescan.acme.example/tx/{h256()}",
        f"tx hash of the royalty split payout {h256()}  block {digits(8, True)}",
    )
    r.add(
        "contract_address",
        f"Relics ERC-1155 (mainnet base): {addr()}\nMarketplace: {addr()}",
        f"LanternfallRelics proxy {addr()} impl {addr()} (upgraded v3)",
        f"USDC on base sepolia is {addr()}, use it for the test checkout",
        f"contracts.json\n{{\n  \"relics\": \"{addr()}\",\n  \"vouchers\": \"{addr()}\",\n  \"chainId\": 8453\n}}",
    )
    r.add(
        "multisig_safe_address",
        f"treasury safe (2 of 3: me, Rui, the ledger) at {addr()}",
        f"base:{addr()} <- safe for the grant money, signers listed in notion",
    )
    r.add(
        "solana_public_address",
        f"solana devnet mint authority pubkey {sol_addr()} (secret is NOT here)",
        f"collection address for the cNFT test {sol_addr()}",
    )
    r.add(
        "walletconnect_project_id",
        f"walletconnect / reown project id {hexs(32)} — public, goes in the webgl build",
        f"NEXT_PUBLIC_WC_PROJECT_ID={hexs(32)}",
        f"WC cloud: project 'lanternfall-web' id {hexs(32)}, allowed origin relics.mare.example",
    )
    r.add(
        "thirdweb_client_id",
        f"thirdweb client id {tw_client()} (client-side, restricted to our domains + bundle id)",
        f"NEXT_PUBLIC_THIRDWEB_CLIENT_ID={tw_client()}",
        f"unity thirdweb manager -> Client ID field: {tw_client()}, Bundle ID: pt.mare.lanternfall",
    )
    r.add(
        "privy_app_id",
        f"privy app id {privy_id()} (public, it's in the login page source anyway)",
        f"<PrivyProvider appId=\"{privy_id()}\" config={{{{ loginMethods: ['email', 'wallet'] }}}}>",
        f"NEXT_PUBLIC_PRIVY_APP_ID={privy_id()}",
    )
    r.add(
        "magic_publishable_key",
        f"magic publishable key {magic_pk()} — safe for the client",
        f"const magic = new Magic('{magic_pk()}', {{ network: 'sepolia' }});",
        f"NEXT_PUBLIC_MAGIC_PK={magic_pk()}",
    )
    r.add(
        "dynamic_environment_id",
        f"dynamic.xyz sandbox environment id {uid()}",
        f"DynamicContextProvider settings={{{{ environmentId: '{uid()}' }}}}",
        f"dynamic live env: {uid()}  (sandbox one is different, check the dashboard toggle)",
    )
    r.add(
        "public_rpc_url",
        "public RPC for the webgl client (rate limited, no key): https://rpc.base.acme.example",
        "fallbacks in order:\n1. https://mainnet.base.example\n2. https://base.publicnode.example\n3. wss://base-rpc.acme.example/ws",
        "sepolia: https://sepolia.base.test  chainId 84532",
    )
    r.add(
        "playfab_title_id",
        f"PlayFab title id {playfab_title()} (prod) / {playfab_title()} (staging)",
        f"PlayFabSharedSettings.asset -> TitleId: {playfab_title()}",
        f"https://{playfab_title().lower()}.playfabapi.acme.example is the title endpoint",
    )
    r.add(
        "photon_app_id",
        f"Photon Fusion app id {uid()}",
        f"PhotonAppSettings: AppIdFusion {uid()}  AppIdVoice {uid()}  FixedRegion eu",
        f"photon chat appid {uid()} — no secret there, the CCU cap is the only thing to watch",
    )
    r.add(
        "unity_project_id",
        f"unity cloud project id {uid()} (lanternfall main)",
        f"ProjectSettings.asset\n  cloudProjectId: {uid()}\n  projectName: Lanternfall\n  organizationId: mare-studio",
        f"UGS environment 'production' id {uid()}",
    )
    r.add(
        "unity_org_id",
        f"unity org id {digits(13, True)} (the numeric one support asks for)",
        f"org: mare-studio  /  org id {digits(13, True)}",
    )
    r.add(
        "eos_product_id",
        f"EOS ProductId {hexs(32)}",
        f"[EOS]\nProductName=Lanternfall\nProductId={hexs(32)}\nProductVersion=0.9.4",
    )
    r.add(
        "eos_sandbox_id",
        f"eos sandboxes: Dev {hexs(32)} / Stage {hexs(32)} / Live {hexs(32)}",
        f"SandboxId={hexs(32)}",
    )
    r.add(
        "eos_deployment_id",
        f"deployment id for live sandbox {hexs(32)}",
        f"DeploymentId={hexs(32)}  ; the dev one, don't ship this",
    )
    r.add(
        "eos_client_id",
        f"EOS client id for the game client (policy GameClient, no secret needed on consoles/PC) {eos_client_id()}",
        f"ClientId={eos_client_id()}\nClientSecret=  ; pulled from env at runtime, see CI",
        f"epic games store: artifact id {hexs(32)}, client {eos_client_id()}",
    )
    r.add(
        "steam_app_id",
        f"Lanternfall steam appid {steam_app()}, demo appid {steam_app()}, playtest {steam_app()}",
        f"echo {steam_app()} > steam_appid.txt  (only for local runs, don't ship it)",
        f"store page https://store.steampowered.acme.example/app/{steam_app()}/Lanternfall/",
    )
    a = steam_app()
    b = steam_app()
    r.add(
        "steam_depot_id",
        f"depots: {a + 1} windows, {a + 2} linux, {a + 3} mac",
        f"app_build_{a}.vdf\n\"depots\"\n{{\n  \"{a + 1}\" \"depot_build_{a + 1}.vdf\"\n}}",
        f"soundtrack DLC appid {b}, depot {b + 1}",
    )
    r.add(
        "steam_build_id",
        f"pushed build {digits(8, True)} to beta branch 'playtest', pw-less branch",
        f"default branch now on buildid {digits(8, True)} (was {digits(8, True)})",
    )
    r.add(
        "discord_application_id",
        f"Lanterna bot application id {snowflake()} — invite: https://discord.acme.example/oauth2/authorize?client_id={snowflake()}&permissions=274877975552&scope=bot",
        f"discord app id {snowflake()}, guild {snowflake()}, #patch-notes channel {snowflake()}",
        f"APPLICATION_ID={snowflake()}",
    )
    r.add(
        "discord_public_key",
        f"discord interactions public key (for verifying signatures) {hexs(64)}",
        f"DISCORD_PUBLIC_KEY={hexs(64)}",
        f"general information tab: app id {snowflake()}\npublic key {hexs(64)}",
    )
    r.add(
        "twitch_client_id",
        f"twitch client id {twitch_id()} (the secret lives in the drops worker env, not here)",
        f"Client-Id: {twitch_id()}",
        f"twitch extension client id {twitch_id()}, version 0.0.3",
    )
    r.add(
        "itch_game_id",
        f"itch game id {digits(7, True)} (mare/lanternfall), channel html5",
        f"butler status mare/lanternfall:windows -> build #{digits(6, True)}, upload {digits(8, True)}",
        f"itch embed: <iframe src=\"https://itch.acme.example/embed/{digits(7, True)}\" width=552 height=167></iframe>",
    )
    r.add(
        "build_number",
        f"v0.9.{secrets.randbelow(20)}-b{digits(4, True)} went to playtest",
        f"bundleVersionCode {digits(3, True)}, version 1.0.{secrets.randbelow(10)}+build.{digits(4, True)}",
        f"CHANGELOG 0.{secrets.randbelow(10)}.{secrets.randbelow(30)} ({hexs(7)}): fixed the lantern oil dupe",
    )
    r.add(
        "ipfs_content_hash",
        f"relic metadata folder pinned: ipfs://{cid()}/",
        f"baseURI = \"ipfs://{cid0()}/\"  (old v0 cid, before the re-pin)",
        f"artwork set 2 cid {cid()} — check it loads on the gateway before reveal",
    )
    r.add(
        "build_artifact_sha256",
        f"Lanternfall_win64_0.9.7.zip sha256 {hexs(64)}",
        f"sha256sum build/webgl/Build/lanternfall.wasm.br\n{hexs(64)}  lanternfall.wasm.br",
        f"addressables catalog hash {hexs(32)}, bundle crc {digits(10, True)}",
    )
    r.add(
        "git_commit_sha",
        f"playtest 4 was built from commit {sha1()}",
        f"revert {hexs(7)} (the netcode lerp change), it broke rollback",
        f"git bisect says first bad commit is {sha1()}",
    )
    r.add(
        "event_topic_hash",
        f"TransferSingle topic0 = {h256()} — filter on that in the indexer",
        f"alchemy webhook graphql filter topics: [\"{h256()}\"]",
    )
    r.add(
        "function_selector",
        f"mintWithVoucher selector 0x{hexs(8)}, claim() is 0x{hexs(8)}",
        f"decoded calldata starts 0x{hexs(8)}{'0' * 24}{hexs(40)} -> safeTransferFrom to that address",
    )
    r.add(
        "nft_token_id",
        f"relic #{digits(4, True)} (Lantern of the Drowned) is token id {digits(20, True)}",
        f"token ids for the founder pack: 1, 2, 3, {digits(5, True)} (the gold one)",
    )
    r.add(
        "etherscan_verification_guid",
        f"basescan verify submitted, guid {rnd(LOWER + DIGITS, 50)} — check status in 30s",
        f"verification pending: GUID {rnd(LOWER + DIGITS, 50)}",
    )
    r.add(
        "revoked_key_note",
        f"revoked the old thirdweb secret key (the one ending …{hexs(4)}), new one only in the CI secrets",
        "discord bot token was reset after the leak on 12/03, nothing else to do, the old one is dead",
        f"steam publisher key rotated — old key invalid since {pick('monday', 'friday', 'yesterday')}. update the microtxn service env",
        f"alchemy: deleted app 'relics-old' (key prefix {alchemy_key()[:6]}…), traffic moved to the indexer app",
    )
    r.add(
        "ci_secret_reference",
        "GitHub Actions secrets: PRIVY_APP_SECRET, THIRDWEB_SECRET_KEY, STEAM_PUBLISHER_KEY, EOS_CLIENT_SECRET — names only, values in the org settings",
        "game-ci unity builder needs UNITY_LICENSE, UNITY_EMAIL, UNITY_PASSWORD as repo secrets (already set)",
        "deployer private key lives in 1password vault 'Mare Ops' > item 'Relics deployer', never in .env on laptops",
        "${{ secrets.PLAYFAB_DEV_SECRET }} in build-server.yml, and the steam login is in the ci secrets too",
    )
    r.add(
        "password_policy_talk",
        "steamworks forces a password change every 90 days? no — it was the partner site session expiring. password is fine",
        "apple dev account pw must be 8+ chars with upper/lower/number; I reset it on tuesday, new one is in the vault",
        "Rui asked for the ledger PIN on discord — NÃO. pins never in chat, ask me in person",
    )
    r.add(
        "app_store_connect_key_id",
        f"ASC api key id {rnd(UPPER + DIGITS, 10)}, issuer id {uid()} (the .p8 itself is in the vault)",
        f"fastlane: key_id {rnd(UPPER + DIGITS, 10)} issuer {uid()}",
    )
    r.add(
        "apple_team_and_bundle_id",
        f"apple team id {rnd(UPPER + DIGITS, 10)}, bundle pt.mare.lanternfall",
        f"provisioning profile uuid {uid().upper()} for pt.mare.lanternfall.companion",
    )
    r.add(
        "signing_cert_fingerprint",
        f"play app signing cert SHA-256: {fingerprint(32)}",
        f"upload key SHA1 {fingerprint(20)} (for firebase / google sign in)",
    )
    r.add(
        "ssh_public_key",
        f"add Rui's key to gs1 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rui@mare",
        f"github deploy key (public half) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@mare-build",
    )
    r.add(
        "discord_invite_and_ids",
        f"community invite discord.gg/{rnd(ALNUM, 8)} (never expires), playtester role id {snowflake()}",
        f"bug report msg https://discord.acme.example/channels/{snowflake()}/{snowflake()}/{snowflake()}",
    )
    r.add(
        "company_iban_invoice",
        f"for invoices to publishers: Maré Studio Lda, IBAN {iban('PT', '0033' + digits(4) + digits(11) + digits(2))}, BIC BCOMPTPL",
        f"pay the composer from {iban('PT', '0035' + digits(4) + digits(11) + digits(2))} (our account), ref lanternfall OST",
    )
    r.add(
        "portuguese_nif",
        f"NIPC of the studio {pick('5')}{digits(8)} — put it on every invoice",
        f"Inês NIF for the freelance receipt: {digits(9, True)}",
    )
    r.add(
        "invoice_number",
        f"steam payout invoice INV-{digits(4)}-{rnd(UPPER + DIGITS, 6)} received, payment in 30 days",
        f"FT 2025/{digits(3, True)} to the audio guy, AT code {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "support_ticket_number",
        f"playfab support ticket #{digits(6, True)} about the cloudscript timeout",
        f"steam support HT-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} (refund abuse report)",
    )
    r.add(
        "game_server_host",
        f"playtest servers: gs1.mare.internal (10.20.0.{secrets.randbelow(250) + 2}), gs2.mare.internal, relay.lanternfall.test:7777",
        f"dedicated server eu-lis-1 at 192.0.2.{secrets.randbelow(250) + 2}:27015, query port 27016",
    )
    r.add(
        "phone_number",
        f"accountant Dra. Sousa +351 21 {digits(3)} {digits(4)}",
        f"Rui's phone if the server dies at 3am: +351 9{pick('1', '2', '3', '6')}{digits(1)} {digits(3)} {digits(3)}",
    )
    r.add(
        "public_discount_code",
        f"launch week code for the itch page: LANTERN{digits(2)} (public, posted on bluesky)",
        f"supporter pack coupon MARE-{rnd(UPPER, 4)}-LAUNCH — 20% off, ok to share in the newsletter",
    )
    r.add(
        "licence_plate",
        f"van for the Lisbon Games Week booth: plate {rnd(UPPER, 2)}-{digits(2)}-{rnd(UPPER, 2)}",
        f"parking at the venue registered to {digits(2)}-{rnd(UPPER, 2)}-{digits(2)}",
    )
    r.add(
        "coinbase_cdp_key_name",
        f"CDP api key name organizations/{uid()}/apiKeys/{uid()} — the private key is in the vault, this is just the name for the onramp config",
        f"cdp project id {uid()}, onramp app id {uid()}",
    )
    r.add(
        "alchemy_webhook_id",
        f"alchemy webhook id wh_{rnd(LOWER + DIGITS, 16)} (address activity, relics contract)",
        f"delete stale webhooks wh_{rnd(LOWER + DIGITS, 16)} and wh_{rnd(LOWER + DIGITS, 16)}",
    )
    r.add(
        "block_number",
        f"indexer start block {digits(8, True)} (the deploy block), don't re-scan from 0",
        f"reorg on base sepolia around block {digits(8, True)}, nonce of the deployer now {secrets.randbelow(300)}",
    )
    # second pass
    r.add("eos_product_id", f"support asked for the product id: {hexs(32)} (Lanternfall, EOS)")
    r.add("eos_sandbox_id", f"live sandbox {hexs(32)} is the one the store build must point at")
    r.add("eos_deployment_id", f"EOS_DEPLOYMENT_ID={hexs(32)}")
    r.add("unity_org_id", f"unity ads org core id {digits(13, True)}, game id android {digits(7, True)} / ios {digits(7, True)}")
    r.add("solana_public_address", f"Inês phantom address (for the devnet airdrop test): {sol_addr()}")
    r.add("multisig_safe_address", f"safe tx {h256()} needs 1 more signature (nonce {secrets.randbelow(60)}) — safe {addr()}")
    r.add("steam_build_id", f"BuildID {digits(8, True)} = 0.9.7 release candidate, set live on friday")
    r.add("event_topic_hash", f"keccak256('RelicForged(address,uint256)') = {h256()}")
    r.add("etherscan_verification_guid", f"Successfully submitted source code for contract {addr()} for verification. GUID: {rnd(LOWER + DIGITS, 50)}")
    r.add("app_store_connect_key_id", f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 is the file name, key id is that same string — the file itself stays in the vault")
    r.add("signing_cert_fingerprint", f"steam code signing cert thumbprint {hexs(40).upper()}")
    r.add("thirdweb_client_id", f"thirdweb engine backend wallet (public address) {addr()}, client id {tw_client()}")
    return grouped(r)


def main() -> None:
    write_corpora("make_heldout157.py", [
        ("heldout157_credentials.yaml", credentials(), "batch 157 (Lisbon game and web3 studio developer), written blind; every value synthetic"),
        ("heldout157_lookalikes.yaml", lookalikes(), "batch 157 look-alikes: public ids and keys beside their secret twins, written blind"),
    ])


if __name__ == "__main__":
    main()
