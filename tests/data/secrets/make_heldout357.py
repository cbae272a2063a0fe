# ruff: noqa: E501
"""Writes heldout357_credentials.yaml and heldout357_lookalikes.yaml: held-out batch 357.

Persona: a DeFi smart-contract developer in Singapore who writes his notes in English with
crypto slang and a bit of Singlish, between Foundry scripts, Hardhat configs and exchange
dashboards. He keeps wallet seed phrases (and a 25th-word passphrase), raw hex private keys
and deployer keys in Foundry and Hardhat .env files, the Gnosis Safe signer key, a Solana
keypair, Binance, OKX and Bybit API keys and secrets, Alchemy, Infura, Etherscan, QuickNode,
Tenderly and OpenZeppelin Defender keys, a Pinata JWT, GitHub and npm tokens, a Telegram
alert bot and a Discord webhook, exchange TOTP seeds, his Ledger PIN, MetaMask and keystore
passwords, the indexer's Postgres URL, the condo gate code and Wi-Fi key; and many
look-alikes: public wallet, contract and Safe addresses, tx and block hashes, selectors and
event topics, xpubs, IPFS CIDs, commit ids, WalletConnect project ids (public by design),
Etherscan verification GUIDs, masked keys, env var and vault references, used one-time
codes, UEN and phone numbers, invoices, bookings and tracking numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    digits,
    epoch,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    jwt,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    ssh_pub,
    telegram_bot_token,
    uid,
    write_corpora,
)

BIP39 = [
    "abandon", "ability", "absorb", "access", "accident", "acid", "acoustic", "actress",
    "adapt", "advice", "afford", "agent", "airport", "alarm", "album", "alley", "amateur",
    "anchor", "ancient", "ankle", "antenna", "anxiety", "apology", "april", "arctic", "arena",
    "armor", "arrow", "artwork", "asthma", "atom", "auction", "august", "autumn", "avocado",
    "awkward", "axis", "bacon", "badge", "balcony", "bamboo", "banana", "bargain", "barrel",
    "beach", "betray", "bicycle", "biology", "blanket", "blossom", "blush", "bonus", "border",
    "bracket", "brass", "breeze", "brick", "broccoli", "bronze", "bubble", "buffalo", "bunker",
    "burger", "cabbage", "cactus", "canal", "canoe", "canyon", "carbon", "cargo", "casino",
    "catalog", "cattle", "celery", "cement", "cereal", "chalk", "chaos", "cherry", "chimney",
    "chuckle", "cinnamon", "citizen", "clarify", "clinic", "clog", "clump", "coconut", "coral",
    "coyote", "cradle", "crater", "cricket", "crouch", "cruise", "crystal", "cupboard", "curtain",
    "cushion", "damp", "daughter", "debris", "decade", "deer", "demise", "dentist", "deputy",
    "diagram", "diesel", "dilemma", "dinosaur", "divorce", "dizzy", "dolphin", "donkey", "dove",
    "dragon", "drastic", "drum", "dune", "dwarf", "eager", "eagle", "ecology", "elbow", "elegant",
    "elephant", "elite", "embark", "emerge", "enact", "endorse", "enrich", "envelope", "episode",
    "erode", "erupt", "essay", "eternal", "evoke", "exhaust", "exile", "exotic", "eyebrow",
    "weasel", "whale", "wisdom", "wolf", "wrist", "yellow", "youth", "zone", "zoo",
]

WORDS = [
    "lepak", "kopi", "hawker", "durian", "merlion", "sentosa", "changi", "kaya", "satay",
    "tiong", "bahru", "orchid", "monsoon", "gwei", "degen", "ape", "moon", "rekt", "shiok",
]

B32LOW = LOWER + "234567"


def addr() -> str:
    return "0x" + hexs(40)


def pk() -> str:
    return hexs(64)


def txh() -> str:
    return "0x" + hexs(64)


def binance_key() -> str:
    return rnd(ALNUM, 64)


def okx_secret() -> str:
    return hexs(32).upper()


def bybit_key() -> str:
    return rnd(ALNUM, 18)


def bybit_secret() -> str:
    return rnd(ALNUM, 36)


def alchemy_key() -> str:
    return rnd(URLSAFE, 32)


def infura_key() -> str:
    return hexs(32)


def etherscan_key() -> str:
    return rnd(UPPER + DIGITS, 34)


def tenderly_key() -> str:
    return rnd(ALNUM, 32)


def discord_hook() -> str:
    return f"https://discord.example/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}"


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def totp() -> str:
    return rnd(BASE32, pick(16, 32))


def defender_key() -> str:
    return rnd(ALNUM, 32)


def defender_secret() -> str:
    return rnd(URLSAFE, 64)


def quicknode_url(chain: str = "base-mainnet") -> str:
    name = "-".join(secrets.choice(["wild", "frosty", "quiet", "broken", "misty", "lively", "solemn", "icy", "ancient", "young"]) for _ in range(2))
    return f"https://{name}-{pick('pond', 'bird', 'lake', 'dawn', 'moon')}.{chain}.quiknode.example/{hexs(40)}/"


def pinata_jwt() -> str:
    return jwt({
        "userInformation": {"id": uid(), "email": "jun@acme.test", "email_verified": True, "status": "ACTIVE"},
        "authenticationType": "scopedKey",
        "scopedKeyKey": hexs(20),
        "scopedKeySecret": hexs(64),
        "iat": epoch(),
    })


def b58encode(data: bytes) -> str:
    num = int.from_bytes(data, "big")
    out = ""
    while num:
        num, rem = divmod(num, 58)
        out = BASE58[rem] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def sol_keypair_json() -> str:
    return json.dumps(list(secrets.token_bytes(64)), separators=(",", ":"))


def sol_secret_b58() -> str:
    return b58encode(secrets.token_bytes(64))


def sol_pubkey() -> str:
    return b58encode(secrets.token_bytes(32))


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS)}{digits(3)}!",
        rnd(ALNUM, 12),
        f"{secrets.choice(WORDS)}_{secrets.choice(WORDS)}_{digits(4)}",
    )


def human_pw() -> str:
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(['#', '@', '!', '$'])}{digits(4)}{secrets.choice(WORDS)}",
        pw(),
        rnd(ALNUM + "!@#$%^&*", 18),
    )


def xpub() -> str:
    return "xpub6" + rnd(BASE58, 106)


def cid() -> str:
    return pick("Qm" + rnd(BASE58, 44), "bafybei" + rnd(B32LOW, 52))


def uen() -> str:
    return f"{pick('2019', '2020', '2021', '2022', '2023', '2024')}{digits(5)}{secrets.choice(UPPER)}"


def sg_phone() -> str:
    return f"+65 {pick('8', '9')}{digits(3)} {digits(4)}"


def commit() -> str:
    return hexs(40)


def selector() -> str:
    return "0x" + hexs(8)


def verify_guid() -> str:
    return rnd(LOWER + DIGITS, 50)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def amount() -> str:
    return f"{secrets.randbelow(9000) + 100:,}.{digits(2)}"


def block() -> str:
    return f"{secrets.randbelow(3_000_000) + 19_000_000}"


def masked_tail(value: str, keep: int = 4) -> str:
    return "*" * 8 + value[-keep:]


def credentials() -> Rows:
    r = Rows()

    r.add(
        "wallet_seed_phrase",
        f"cold wallet seed (12w) — DO NOT screenshot ah\n{seed_phrase(12)}",
        f"mm hot wallet mnemonic: {seed_phrase(12)}",
        f"24 words for the ledger backup, steel plate has same:\n{chr(10).join(f'{i + 1}. {w}' for i, w in enumerate(seed_phrase(24).split()))}",
        f"degen burner seed lol -> {seed_phrase(12)} (only keep <0.5 eth here)",
        f"MNEMONIC=\"{seed_phrase(12)}\"",
    )

    r.add(
        "bip39_passphrase_25th_word",
        f"ledger 25th word (passphrase wallet, the real bag): {secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(4)}",
        f"passphrase for hidden wallet = {human_pw()}  // seed is the steel plate one",
        f"bip39 passphrase (trezor hidden acct)\n{rnd(ALNUM + '!@#', 14)}",
        f"25th wrd {secrets.choice(WORDS)}{digits(2)}{secrets.choice(WORDS).upper()} — case sensitive sia",
    )

    r.add(
        "eth_private_key",
        f"priv key of 0x{hexs(4)}… (ops wallet): 0x{pk()}",
        f"privte key for the sepolia faucet wallet {pk()}",
        f"imported into rabby:\n{pk()}\nlabel = mev-test",
        f"cast wallet address --private-key 0x{pk()}",
        f"hot wallet pk\n0x{pk()}\n(move funds out by EOM, this one been in too many scripts)",
    )

    r.add(
        "foundry_env_deployer_key",
        f"# .env (foundry)\nPRIVATE_KEY=0x{pk()}\nRPC_URL=https://rpc.acme.internal/base\nETHERSCAN_API_KEY={etherscan_key()}",
        f"DEPLOYER_PRIVATE_KEY={pk()}",
        f"forge script script/Deploy.s.sol --rpc-url $BASE_RPC --private-key 0x{pk()} --broadcast --verify",
        f"export DEPLOYER_PK=0x{pk()}  # deployer for vault v2 on arb",
        f"deployer key (new, rotated after the leak scare) -> 0x{pk()}",
    )

    r.add(
        "hardhat_config_private_key",
        f"```js\nnetworks: {{\n  sepolia: {{\n    url: \"https://sepolia.acme.internal\",\n    accounts: [\"0x{pk()}\"],\n  }},\n}}\n```",
        f"hardhat.config.ts -> accounts: ['{pk()}', '{pk()}']  // deployer + keeper",
        f"npx hardhat vars set DEPLOYER_KEY 0x{pk()}",
        f"hh config for arb goerli (old) still has accounts: [\"0x{pk()}\"] lol pls clean",
        f"const PK = \"0x{pk()}\"; // TODO: env, dont commit again",
    )

    r.add(
        "safe_signer_private_key",
        f"gnosis safe signer #2 (the one on my laptop) pk: 0x{pk()}",
        f"safe owner key for the treasury 2/3 — {pk()}",
        f"Safe {addr()} signer 3 priv\n0x{pk()}",
        f"signer key (safe-cli) --private-key {pk()} for proposing txs",
        f"safe-2 signer (ravi holds #1, mei #3) privkey on next line\n{pk()}",
    )

    r.add(
        "solana_keypair",
        f"~/.config/solana/id.json (devnet deployer):\n{sol_keypair_json()}",
        f"phantom export priv key (sol burner): {sol_secret_b58()}",
        f"solana keypair for the anchor program upgrade authority {sol_keypair_json()}",
        f"SOL_PRIVATE_KEY={sol_secret_b58()}",
    )

    r.add(
        "binance_api_key_secret",
        f"Binance API (read + spot trade, IP whitelisted)\nkey: {binance_key()}\nsecret: {binance_key()}",
        f"BINANCE_API_KEY={binance_key()}\nBINANCE_API_SECRET={binance_key()}",
        f"bnb api secret {binance_key()} key {binance_key()} – for the rebalancer bot",
        f"binance sub-acct (arb bot) api\n{binance_key()}\n{binance_key()}",
        f"```python\nclient = Client(\"{binance_key()}\", \"{binance_key()}\")\n```",
    )

    r.add(
        "okx_api_key_secret_passphrase",
        f"OKX API\napiKey: {uid()}\nsecretKey: {okx_secret()}\npassphrase: {human_pw()}",
        f"okx v5 creds -> key {uid()} / secret {okx_secret()} / pass {secrets.choice(WORDS)}{digits(4)}",
        f"OKX_API_KEY={uid()}\nOKX_SECRET_KEY={okx_secret()}\nOKX_PASSPHRASE={human_pw()}",
        f"| okx | {uid()} | {okx_secret()} | {secrets.choice(WORDS).capitalize()}!{digits(3)} |",
        f"okx sec key {okx_secret()} (api key is the one ending in the okx page, passphrase same as usual kopi one)",
    )

    r.add(
        "bybit_api_key_secret",
        f"bybit api key {bybit_key()}\nsecret {bybit_secret()}",
        f"Bybit (unified, no withdraw) key={bybit_key()} secret={bybit_secret()}",
        f"{{\"apiKey\": \"{bybit_key()}\", \"secret\": \"{bybit_secret()}\", \"exchange\": \"bybit\"}}",
        f"bybit testnet api: {bybit_key()} / {bybit_secret()}",
        f"new bybit keys after rotation\n  key    {bybit_key()}\n  secret {bybit_secret()}",
    )

    r.add(
        "alchemy_api_key",
        f"ALCHEMY_API_KEY={alchemy_key()}",
        f"alchemy rpc (growth plan) https://eth-mainnet.g.alchemy.example/v2/{alchemy_key()}",
        f"alchemy key for base + arb app: {alchemy_key()}",
        f"MAINNET_RPC_URL=https://eth-mainnet.g.alchemy.example/v2/{alchemy_key()}",
        f"alchy key {alchemy_key()} (the free one, hits rate limit during mint lol)",
    )

    r.add(
        "infura_api_key_secret",
        f"infura project id {infura_key()} + api key secret {infura_key()}",
        f"INFURA_API_KEY={infura_key()}\nINFURA_API_SECRET={infura_key()}",
        f"infura key secret (JWT off) -> {infura_key()}",
        f"https://mainnet.infura.example/v3/{infura_key()}  <- paid acct key, dont share with interns",
    )

    r.add(
        "etherscan_api_key",
        f"etherscan api key: {etherscan_key()}",
        f"ETHERSCAN_API_KEY={etherscan_key()}\nBASESCAN_API_KEY={etherscan_key()}",
        f"```toml\n[etherscan]\nmainnet = {{ key = \"{etherscan_key()}\" }}\narbitrum = {{ key = \"{etherscan_key()}\" }}\n```",
        f"etherscan key (pro) {etherscan_key()} for the verify script",
        f"forge verify-contract {addr()} src/Vault.sol:Vault --chain 1 --etherscan-api-key {etherscan_key()}",
    )

    r.add(
        "quicknode_rpc_url",
        f"quicknode base endpoint (has the token in path): {quicknode_url()}",
        f"BASE_RPC={quicknode_url()}",
        f"qn arb rpc\n{quicknode_url('arbitrum-mainnet')}",
        f"QuickNode http provider w/ auth -> {quicknode_url('bsc')}  pls dont leak, 200usd/mo",
    )

    r.add(
        "tenderly_access_key",
        f"tenderly access key {tenderly_key()}",
        f"TENDERLY_ACCESS_KEY={tenderly_key()}\nTENDERLY_PROJECT=vault-v2",
        f"tenderly api token (for fork sims in CI): {tenderly_key()}",
        f"curl -H \"X-Access-Key: {tenderly_key()}\" https://api.tenderly.example/api/v1/account/acme/project/vault/simulate",
    )

    r.add(
        "defender_api_key_secret",
        f"OZ Defender relayer api key {defender_key()}\nsecret {defender_secret()}",
        f"DEFENDER_API_KEY={defender_key()}\nDEFENDER_API_SECRET={defender_secret()}",
        f"defender team key / secret: {defender_key()} / {defender_secret()}",
        f"relayer creds (keeper on arb) key={defender_key()} secret={defender_secret()}",
    )

    r.add(
        "pinata_jwt",
        f"pinata jwt for NFT metadata uploads:\n{pinata_jwt()}",
        f"PINATA_JWT={pinata_jwt()}",
        f"Authorization: Bearer {pinata_jwt()}",
        f"ipfs pin token (pinata, scoped key admin) {pinata_jwt()}",
    )

    r.add(
        "github_token",
        f"gh PAT (repo + workflow) for the audit mirror: {github_token()}",
        f"GITHUB_TOKEN={github_fine_token()}",
        f"git clone https://jun:{github_token()}@github.acme.internal/acme/vault-contracts.git",
        f"fine-grained pat exp 90d\n{github_fine_token()}",
        f"gh auth login --with-token <<< {github_token()}",
    )

    r.add(
        "npm_publish_token",
        f"npm token for publishing @acme/sdk: {npm_token()}",
        f"//registry.npmjs.example/:_authToken={npm_token()}",
        f"NPM_TOKEN={npm_token()}  (automation type, bypasses 2fa)",
        f"npm automation tkn -> {npm_token()}",
    )

    r.add(
        "telegram_bot_token",
        f"liquidation alert bot token (BotFather): {telegram_bot_token()}",
        f"TG_BOT_TOKEN={telegram_bot_token()}\nTG_CHAT_ID=-100{digits(10)}",
        f"tele bot for whale alerts\n{telegram_bot_token()}",
        f"curl https://api.telegram.example/bot{telegram_bot_token()}/sendMessage -d chat_id=@acme_alerts -d text=gm",
        f"bot tkn {telegram_bot_token()} (the depeg monitor one)",
    )

    r.add(
        "discord_webhook_url",
        f"discord webhook for #deploys: {discord_hook()}",
        f"DISCORD_WEBHOOK_URL={discord_hook()}",
        f"webhook (community server, announcements)\n{discord_hook()}",
        f"post exploit alerts here -> {discord_hook()}",
    )

    r.add(
        "exchange_totp_seed",
        f"binance 2FA seed (backup if phone rekt): {groups(rnd(BASE32, 16), 4)}",
        f"okx google auth key {rnd(BASE32, 16)}",
        f"otpauth://totp/Bybit:jun.tan?secret={rnd(BASE32, 32)}&issuer=Bybit",
        f"authenticator backup key for binance\n{rnd(BASE32, 16)}\n(the 16-char one shown when enabling)",
        f"2fa setup key github: {totp()}",
    )

    r.add(
        "account_recovery_codes",
        f"github recovery codes (acme-jun)\n{recovery_codes(8, 'github')}",
        f"google backup codes for the treasury gmail:\n{recovery_codes(10, 'digits')}",
        f"discord backup codes\n{recovery_codes(6, 'plain')}",
        f"proton recovery phrase {phrase(BIP39, 12)}",
    )

    r.add(
        "ledger_pin",
        f"ledger nano x pin {pin(8)}",
        f"Ledger PIN: {pin(6)} (the other one, s plus, is {pin(4)})",
        f"pin for the ledger in the drawer\n{pin(pick(6, 8))}",
        f"trezor/ledger pins: T={pin(6)}, L={pin(8)}",
        f"hw wallet pin {pin(4)} – 3 wrong tries = wipe, careful ah",
    )

    r.add(
        "metamask_password",
        f"metamask pw (chrome profile work): {human_pw()}",
        f"MM unlock password {human_pw()}",
        f"rabby / metamask pass\n{human_pw()}",
        f"metamask password on the old laptop = {human_pw()} (seed in steel plate)",
        f"mm pasword {human_pw()}",
    )

    r.add(
        "keystore_password",
        f"cast wallet keystore 'deployer' password: {human_pw()}",
        f"geth keystore UTC--2024-03-11 pass {human_pw()}",
        f"forge script ... --account deployer (keystore pw is {human_pw()})",
        f"KEYSTORE_PASSWORD={human_pw()}",
    )

    r.add(
        "indexer_postgres_url",
        f"graph-node db: postgres://graph:{rnd(ALNUM, 24)}@pg.acme.internal:5432/graph-node",
        f"DATABASE_URL=postgresql://indexer:{rnd(ALNUM, 20)}@db.indexer.internal:5432/ponder",
        f"```yaml\npostgres:\n  host: pg-ro.acme.internal\n  user: analytics\n  password: {rnd(ALNUM + '!#', 18)}\n  db: dune_mirror\n```",
        f"psql \"postgres://jun:{human_pw()}@localhost.test:5432/subgraph\"",
        f"supabase-ish pg conn (dashboard) postgres://postgres:{rnd(ALNUM, 28)}@db.dash.acme.test:6543/postgres",
    )

    r.add(
        "ssh_private_key",
        f"validator box ssh key (ed25519):\n{openssh_private()}",
        f"rpc node key, ~/.ssh/node_rpc\n{openssh_private()}",
        f"bastion key for the mev searcher server\n{openssh_private()}",
        f"{openssh_private()}\n^ archive node (hetzner), user ubuntu",
    )

    r.add(
        "gmail_app_password",
        f"gmail app pw for the monitor script (smtp): {app_password()}",
        f"SMTP_PASSWORD=\"{app_password()}\"",
        f"google app password (alerts@acme.test) {app_password()}",
        f"app pw\n{app_password()}\nfor nodemailer in the liquidation bot",
    )

    r.add(
        "wifi_password",
        f"condo wifi (SingTel fibre) ssid Tan_5G pw {wifi_key()}",
        f"WiFi: Acme-Office / {wifi_key()}",
        f"coworking at tanjong pagar wifi pass {wifi_key()}",
        f"home wifi key\n{wifi_key()}",
        f"WIFI:T:WPA;S:jun-home;P:{wifi_key()};;",
    )

    r.add(
        "condo_access_code",
        f"condo side gate code {pin(4)}#",
        f"gym door pin {pin(6)} (changes every quarter, mgmt office sends)",
        f"mailbox combo {digits(3)}, bike room {pin(4)}",
        f"office alarm disarm code {pin(4)} — press * first",
        f"parents' HDB digital lock: {pin(6)}",
    )

    r.add(
        "singapore_bank_login",
        f"DBS digibank user id jtan{digits(3)} pin {pin(6)}",
        f"POSB ibanking PIN {pin(6)}",
        f"ocbc online login: jun_tan{digits(2)} / {human_pw()}",
        f"ATM pin (uob card) {pin(6)}",
    )

    r.add(
        "exchange_login_password",
        f"binance login pw {human_pw()}",
        f"Bybit acct jun.tan@acme.test\npassword: {human_pw()}",
        f"okx fund password (withdrawals) {pin(6)}",
        f"coinbase / gemini pw -> {human_pw()} (same, i know, i know)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "public_wallet_address",
        f"my main addr for payment: {addr()} (base or arb both ok)",
        f"gm ser, send the USDC to {addr()} pls",
        f"receive address (ledger acct 2)\n{addr()}",
        f"ENS jun-tan.eth resolves to {addr()}",
        f"whitelist for mint: {addr()}, {addr()}, {addr()}",
    )

    r.add(
        "transaction_hash",
        f"deploy tx {txh()} confirmed at block {block()}",
        f"tx hash of the rekt liquidation: {txh()} — check on tenderly",
        f"https://etherscan.example/tx/{txh()}",
        f"bridge tx (arb -> base) {txh()}\nstill pending after 20 min, wen finality",
        f"refund sent, txid\n{txh()}",
    )

    r.add(
        "deployed_contract_address",
        f"Vault v2 deployed @ {addr()} (proxy), impl {addr()}",
        f"| contract | address |\n|---|---|\n| Router | {addr()} |\n| Oracle | {addr()} |",
        f"USDC on base: {addr()}",
        f"deployments/arbitrum.json -> {{\"VaultFactory\": \"{addr()}\"}}",
        f"verified contract addr {addr()} on basescan",
    )

    r.add(
        "gnosis_safe_address",
        f"treasury Safe (2/3): {addr()}",
        f"safe address {addr()} owners: {addr()}, {addr()}, {addr()} — threshold 2",
        f"multisig on base = {addr()}\nsigners: jun, mei, ravi",
        f"app.safe.example/home?safe=arb1:{addr()}",
        f"new safe on op deployed via factory, addr {addr()}, nonce 0, salt nonce {epoch()}",
    )

    r.add(
        "block_hash_and_number",
        f"block {block()} hash {txh()}",
        f"fork at blockNumber {block()} (hash {txh()}) for the test",
        f"reorg? block {block()} parent hash {txh()}",
        f"anvil --fork-url $RPC --fork-block-number {block()}",
        f"exploit happened ~block {block()}, blockhash\n{txh()}",
    )

    r.add(
        "function_selector_and_topic",
        f"transfer(address,uint256) selector {selector()}",
        f"event topic0 for Deposit: {txh()}",
        f"4byte lookup: {selector()} -> swapExactTokensForTokens? check",
        f"custom error selector {selector()} = InsufficientShares()",
        f"filter logs topics[0]={txh()} topics[1]=0x000000000000000000000000{hexs(40)}",
    )

    r.add(
        "storage_slot_and_codehash",
        f"init code hash for CREATE2 (pair): {txh()}",
        f"cast storage {addr()} {txh()}  # impl slot",
        f"codehash of deployed impl {txh()} matches local build ✅",
        f"salt used for create2 deploy {txh()} → predicted {addr()}",
        f"ERC-7201 namespace slot for acme.storage.Vault = {txh()}",
    )

    r.add(
        "extended_public_key",
        f"xpub for the watch-only in sparrow (acct 0):\n{xpub()}",
        f"ledger btc xpub {xpub()} — watch only, cannot spend",
        f"zapper watch list: xpub {xpub()}",
        f"accounting wants the xpub for tax report: {xpub()}",
        f"watch-only xpub (public, ok to share w accountant)\n{xpub()}",
    )

    r.add(
        "solana_public_key",
        f"sol wallet (phantom) pubkey {sol_pubkey()}",
        f"program id {sol_pubkey()} deployed devnet",
        f"send SOL to {sol_pubkey()}",
        f"mint address of the test token: {sol_pubkey()}",
    )

    r.add(
        "ipfs_cid",
        f"metadata folder CID {cid()}",
        f"ipfs://{cid()}/1.json",
        f"baseURI = ipfs://{cid()}/",
        f"pinned the audit pdf: {cid()}",
        f"gateway link https://gateway.acme.test/ipfs/{cid()}",
    )

    r.add(
        "git_commit_id",
        f"forge install openzeppelin/openzeppelin-contracts@{commit()}",
        f"audit scope frozen at commit {commit()}",
        f"lib/solmate pinned to {commit()[:7]}",
        f"fix landed in {commit()} (PR #{secrets.randbelow(400) + 20})",
        f"git checkout {commit()} && forge build",
    )

    r.add(
        "walletconnect_project_id",
        f"NEXT_PUBLIC_WC_PROJECT_ID={hexs(32)}  (public, goes in frontend bundle)",
        f"walletconnect projectId {hexs(32)}",
        f"wagmi config: projectId: '{hexs(32)}' // reown cloud, client side anyway",
        f"WC project id for the dapp {hexs(32)} — allowlist domains set to acme.test",
        f"```ts\nconst config = getDefaultConfig({{ appName: 'Acme Vault', projectId: '{hexs(32)}', chains: [base] }})\n```",
    )

    r.add(
        "etherscan_verification_guid",
        f"verify submitted, guid {verify_guid()}",
        f"Response: OK, GUID: `{verify_guid()}` — check status later",
        f"forge verify-check {verify_guid()} --chain base",
        f"etherscan verification receipt {verify_guid()} (pending in queue)",
    )

    r.add(
        "masked_api_key",
        f"binance api key ending ...{rnd(ALNUM, 4)} revoked today",
        f"alchemy key {masked_tail(alchemy_key())} (full one in 1pw)",
        f"okx key {uid()[:8]}-****-****-****-************ (deleted)",
        f"deployer pk 0x{hexs(4)}…{hexs(4)} — NOT the full key, full is in ledger",
        f"etherscan key: {rnd(UPPER + DIGITS, 4)}••••••••••••••••••{rnd(UPPER + DIGITS, 4)}",
    )

    r.add(
        "env_var_reference",
        "PRIVATE_KEY=${DEPLOYER_PK}\nRPC_URL=${ALCHEMY_BASE_URL}",
        "- run: forge script script/Deploy.s.sol --broadcast\n  env:\n    PRIVATE_KEY: ${{ secrets.DEPLOYER_KEY }}\n    ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}",
        "const key = process.env.BINANCE_API_SECRET; // never hardcode",
        "# .env.example\nPRIVATE_KEY=\nALCHEMY_API_KEY=\nETHERSCAN_API_KEY=",
        "forge script Deploy --account deployer --sender $DEPLOYER_ADDR  # keystore, no raw key",
    )

    r.add(
        "vault_path_reference",
        "op read \"op://Crypto/Binance API/secret\"",
        "deployer key lives in 1pw vault 'DeFi' item 'deployer-arb' — dont paste anywhere",
        "aws secretsmanager get-secret-value --secret-id prod/keeper/relayer-key",
        "vault kv get secret/defi/okx-api  (creds there, ask ravi for policy)",
    )

    r.add(
        "used_one_time_code",
        f"binance withdrawal email code {digits(6)} — used already, expired 10:42",
        f"bybit sms code {digits(6)} didnt work (expired), asked new one",
        f"okx verify code {digits(6)} used at {pick('14:02', '09:17', '22:31')} for the api whitelist change",
        f"old 2fa code {digits(6)} from screenshot, obviously expired after 30s lol",
        f"ledger live verification code {digits(6)} — already entered, no longer valid",
    )

    r.add(
        "compiler_and_package_version",
        f"pragma solidity 0.8.{pick('20', '23', '24', '26', '28')}; optimizer runs {pick('200', '10000', '1000000')}",
        f"forge 0.2.0 ({commit()[:7]} 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T00:20:{digits(2)}.000000000Z)",
        f"bumped @openzeppelin/contracts to 5.{pick('0.2', '1.0', '2.0')}, hardhat 2.22.{secrets.randbelow(18)}",
        f"solc v0.8.{pick('19', '21', '25')}+commit.{hexs(8)}",
        f"viem ^2.{secrets.randbelow(20)}.{secrets.randbelow(10)}, wagmi 2.{secrets.randbelow(12)}.{secrets.randbelow(10)}",
    )

    r.add(
        "exchange_uid_and_order_ids",
        f"binance UID {digits(9, lead=True)} (for the referral thing)",
        f"okx order id {digits(18, lead=True)} filled @ {amount()} USDT",
        f"bybit withdrawal id {digits(9, lead=True)} — support ticket #{digits(7, lead=True)}",
        f"binance deposit memo for XRP is my UID: {digits(9, lead=True)}",
        f"Binance order {digits(11, lead=True)} partially filled, clientOrderId web_{hexs(32)}",
    )

    r.add(
        "device_serial_firmware",
        f"Ledger Nano X serial {digits(4)}{rnd(UPPER, 2)}{digits(6)}, firmware 2.{secrets.randbelow(5)}.{secrets.randbelow(4)}",
        f"trezor safe 3 device id {rnd(UPPER + DIGITS, 24)} (shown in suite)",
        f"yubikey 5C serial {digits(8, lead=True)} — registered on binance + github",
        f"macbook serial {rnd(UPPER + DIGITS, 10)} for insurance claim",
    )

    r.add(
        "singapore_phone_number",
        f"ravi (auditor) {sg_phone()}",
        f"condo mgmt office: {sg_phone()}, after hours {sg_phone()}",
        f"otc desk guy tele {sg_phone()} (only wa, no calls)",
        f"mum hp {sg_phone()}",
        f"grab driver left my ledger box?? called {sg_phone()}",
    )

    r.add(
        "company_uen_and_gst",
        f"Acme Labs Pte. Ltd. UEN {uen()}",
        f"invoice to: Acme Ventures (UEN {uen()}), GST reg no M9-{digits(7)}-{secrets.choice(UPPER)}",
        f"ACRA bizfile for the new entity: {uen()}",
        f"PayNow UEN {uen()} for the audit deposit",
        f"supplier UEN {uen()} (node hosting co.), check on bizfile b4 paying",
    )

    r.add(
        "invoice_and_amount",
        f"audit invoice INV-{digits(4)}-{digits(3)} total USD {amount()}, due in 30 days",
        f"Invoice #{digits(6, lead=True)} from the frontend contractor, SGD {amount()} paid via PayNow",
        f"ref ACME-Q{pick('1', '2', '3', '4')}-{digits(4)}: bug bounty payout {amount()} USDC",
        f"quote no. Q{digits(5)} for the L2 node hosting — {amount()}/mo",
        f"{pick('Jan', 'Mar', 'Jul', 'Oct')} gas spend: {secrets.randbelow(9) + 1}.{digits(3)} ETH ≈ USD {amount()} (tax file)",
    )

    r.add(
        "bank_account_for_payment",
        f"DBS acct ending {digits(4)} for salary",
        f"payout to OCBC ***-***{digits(3)}-{digits(1)}",
        f"wise account {iban('BE', digits(12))}",
        f"UOB account no. (for the invoice footer) {digits(3)}-{digits(3)}-{digits(3)}-{digits(1)}",
    )

    r.add(
        "masked_nric",
        f"NRIC on the KYC form: S****{digits(3)}{secrets.choice(UPPER)}",
        f"KYC for okx done w/ ID ending {digits(3)}{secrets.choice(UPPER)}",
        f"singpass myinfo returned T****{digits(3)}{secrets.choice(UPPER)}, looks right",
        f"binance kyc ticket #{digits(8, lead=True)}, passport no. ends {digits(4)}",
    )

    r.add(
        "public_rpc_and_chain_id",
        "chain ids: mainnet 1, base 8453, arb 42161, op 10, sepolia 11155111",
        "public rpc (no key, rate limited af): https://mainnet.base.example",
        f"add network: Base Sepolia, chainId 84532, rpc https://sepolia.base.example, explorer https://sepolia.basescan.example — block {block()}",
        f"local anvil http://127.0.0.1:8545 chain 31337, port {secrets.randbelow(1000) + 8000} for the 2nd fork",
    )

    r.add(
        "audit_finding_reference",
        f"H-0{secrets.randbelow(5) + 1} (reentrancy in withdraw) fixed in PR #{secrets.randbelow(300) + 50}",
        f"c4 finding #{secrets.randbelow(400) + 1} dup of #{secrets.randbelow(400) + 1}, sponsor disputed",
        f"immunefi report {digits(5, lead=True)} — severity medium, payout {amount()} USDC",
        f"audit report v{secrets.randbelow(3) + 1}.{secrets.randbelow(5)} sha256 {hexs(64)}",
        f"CVE-2024-{digits(5, lead=True)} affects the old OZ version? checking",
    )

    r.add(
        "docker_image_digest",
        f"graph-node image graphprotocol/graph-node@sha256:{hexs(64)}",
        f"FROM ghcr.acme.internal/foundry@sha256:{hexs(64)}",
        f"pinned reth image digest sha256:{hexs(64)}",
        f"docker pull acme/keeper:1.{secrets.randbelow(9)}.{secrets.randbelow(9)} -> Digest: sha256:{hexs(64)}",
    )

    r.add(
        "package_lock_integrity",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"yarn.lock ethers@6.{secrets.randbelow(14)}.{secrets.randbelow(6)} checksum {hexs(128)}",
        f"bun.lockb drift? integrity sha512-{b64(secrets.token_bytes(64))} vs ci",
        f"foundry.lock rev {commit()} for forge-std",
    )

    r.add(
        "ssh_and_gpg_fingerprint",
        f"node box host key SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"my gpg key fpr {groups(hexs(40).upper(), 4)} (signed commits)",
        f"authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jun@mbp",
        f"deploy key (public) for the CI runner: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"verify validator host: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
    )

    r.add(
        "travel_booking_reference",
        f"token2049 flight SQ{secrets.randbelow(900) + 100} booking ref {pnr()}",
        f"hotel for ethcc conf no. {digits(10, lead=True)}",
        f"devcon ticket order #{digits(8, lead=True)}, ticket id {uid()}",
        f"grab ride receipt {rnd(UPPER + DIGITS, 2)}-{digits(8)}-{digits(4)} S${secrets.randbelow(40) + 8}.{digits(2)}",
    )

    r.add(
        "parcel_tracking_number",
        f"ledger shipment tracking {s10('R' + secrets.choice(UPPER), 'FR')}",
        f"SingPost registered {s10('R' + secrets.choice(UPPER), 'SG')}",
        f"DHL waybill {digits(10, lead=True)} — yubikeys from the US",
        f"trezor order #{digits(6, lead=True)}, tracking {s10('L' + secrets.choice(UPPER), 'CZ')}",
        f"ninja van tracking NV{pick('SG', 'MY')}{rnd(UPPER + DIGITS, 12)} — the steel seed plates",
    )

    return r


def main() -> None:
    write_corpora("make_heldout357.py", [
        ("heldout357_credentials.yaml", credentials(), "Held-out batch 357: credentials a DeFi smart-contract developer in Singapore keeps (seed phrases, private and deployer keys, Binance, OKX, Bybit, Alchemy, Infura, Etherscan, QuickNode, Tenderly, Defender, Pinata, GitHub, npm, Telegram, Discord, TOTP seeds, Ledger PIN and more)"),
        ("heldout357_lookalikes.yaml", lookalikes(), "Held-out batch 357: a DeFi developer's public addresses, tx and block hashes, selectors, xpubs, CIDs, commit ids, public project ids, masked keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
