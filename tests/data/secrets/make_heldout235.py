# ruff: noqa: E501
"""Writes heldout235_credentials.yaml and heldout235_lookalikes.yaml: held-out batch 235.

Persona: a web3 smart-contract developer in Lisbon who writes in English (with the odd
Portuguese word). She asks the assistant to remember BIP39 seed phrases of 12 and 24 words,
raw hex private keys of deployer wallets, the Infura project secret, the Alchemy and Etherscan
API keys, the Hardhat `.env` with `PRIVATE_KEY=`, the Foundry keystore password, the Tenderly
access key, the hardware-wallet PIN of her Gnosis Safe signer and the Pinata JWT. Her
look-alikes are wallet and contract addresses, transaction and block hashes, ENS names, public
keys, a WalletConnect project id that is public, function selectors, IPFS CIDs, ABI snippets,
Etherscan links and Hardhat's well-known public test mnemonic.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE58,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    b64u,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

# A quarter of the BIP39 English word list (every eighth word), enough to draw seed phrases from.
BIP39 = ["abandon", "absurd", "acoustic", "adapt", "advice", "agree", "alcohol", "alpha", "amount", "animal", "anxiety", "arch", "army", "artist", "asthma", "audit", "avoid", "baby", "bamboo", "basic", "beef", "bench", "bid", "blade", "blossom", "boil", "borrow", "brand", "bright", "brown", "bulk", "business", "cactus", "canal", "capital", "cart", "catch", "celery", "champion", "check", "chimney", "cinnamon", "claw", "climb", "clown", "code", "come", "congress", "copy", "country", "craft", "credit", "cross", "crush", "current", "damage", "day", "decorate", "deliver", "deposit", "despair", "dial", "dignity", "disease", "divorce", "donate", "dragon", "drink", "dune", "eagle", "ecology", "either", "elite", "empower", "energy", "enrich", "equal", "escape", "evoke", "excuse", "exotic", "extra", "faith", "fantasy", "favorite", "fence", "figure", "finish", "fix", "flip", "foam", "force", "foster", "fringe", "fun", "gallery", "gas", "genre", "ginger", "glide", "goat", "govern", "gravity", "grow", "gym", "harbor", "head", "help", "hire", "home", "host", "humor", "hybrid", "illegal", "improve", "indoor", "inject", "insect", "invite", "jacket", "job", "jungle", "key", "kitchen", "lab", "laptop", "lawn", "lecture", "length", "library", "link", "loan", "lottery", "lunar", "maid", "mandate", "marine", "math", "meat", "mention", "metal", "minimum", "mix", "monitor", "mosquito", "much", "must", "narrow", "neglect", "never", "noodle", "novel", "object", "october", "old", "only", "orchard", "other", "own", "pair", "parade", "patient", "pear", "perfect", "piano", "pink", "plastic", "poem", "pool", "poverty", "present", "prison", "project", "public", "puppy", "pyramid", "quote", "rain", "rare", "reason", "reduce", "relax", "render", "require", "retreat", "ribbon", "ring", "roast", "rose", "rug", "safe", "sample", "scale", "scissors", "search", "seek", "series", "shallow", "ship", "shove", "siege", "simple", "skate", "slam", "slot", "snack", "sock", "someone", "source", "speed", "spirit", "spread", "staff", "steak", "stock", "strike", "submit", "suit", "sure", "swallow", "swing", "tackle", "task", "tenant", "theme", "three", "tilt", "toast", "tomato", "topic", "toward", "train", "trend", "trouble", "tube", "twelve", "ugly", "unfair", "unlock", "upper", "useless", "valve", "velvet", "vessel", "village", "vital", "voyage", "warfare", "way", "weekend", "wheel", "wild", "winter", "wonder", "wrap", "yellow"]

BASE32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"
HARDHAT_TEST_MNEMONIC = "test test test test test test test test test test test junk"


def seed(n: int) -> str:
    return phrase(BIP39, n)


def numbered(words: str, per_line: int = 4) -> str:
    """A seed phrase written out as a numbered grid, the way the backup card shows it."""
    items = [f"{i + 1:>2}. {w}" for i, w in enumerate(words.split())]
    return "\n".join("   ".join(items[i:i + per_line]) for i in range(0, len(items), per_line))


def checksummed(h: str) -> str:
    """Mixed case in the look of an EIP-55 address (the case is random, not a real checksum)."""
    return "".join(c.upper() if c in "abcdef" and secrets.randbelow(2) else c for c in h)


def addr(mixed: bool = False) -> str:
    h = hexs(40)
    return "0x" + (checksummed(h) if mixed else h)


def h256() -> str:
    return "0x" + hexs(64)


def pk(prefix: bool = True) -> str:
    return ("0x" if prefix else "") + hexs(64)


def short(a: str) -> str:
    return f"{a[:6]}…{a[-4:]}"


def etherscan_key() -> str:
    return rnd(UPPER + DIGITS, 34)


def alchemy_key() -> str:
    return rnd(URLSAFE, 32)


def tenderly_key() -> str:
    return rnd(ALNUM, 32)


def cid_v0() -> str:
    return "Qm" + rnd(BASE58, 44)


def cid_v1() -> str:
    return "bafybei" + rnd(BASE32_LOWER, 52)


def pinata_jwt() -> str:
    iat = epoch()
    claims = {
        "userInformation": {
            "id": uid(),
            "email": "rita.dev@acme.example",
            "email_verified": True,
            "pin_policy": {"regions": [{"id": "FRA1", "desiredReplicationCount": 1}], "version": 1},
            "mfa_enabled": False,
            "status": "ACTIVE",
        },
        "authenticationType": "scopedKey",
        "scopedKeyKey": hexs(20),
        "scopedKeySecret": hexs(64),
        "iat": iat,
    }
    return jwt(claims)


def block() -> int:
    return 5_000_000 + secrets.randbelow(2_000_000)


def credentials() -> Rows:
    r = Rows()

    s12 = [seed(12) for _ in range(6)]
    r.add(
        "bip39_seed_phrase_12_words",
        f"Remember the seed for the new sepolia burner wallet: {s12[0]}",
        f"hot wallet (metamask, 'deployer-2') seed phrse — {s12[1]} — don't lose this, no other backup yet",
        f"12 words for the Rabby test account:\n{numbered(s12[2], 3)}",
        f"mnemonic for the relayer bot in staging is \"{s12[3]}\", derivation path m/44'/60'/0'/0/0",
        f"Frame wallet recovery phrase (account used for grants multisig votes): {s12[4].replace(' ', ', ')}",
        f"seed  {s12[5]}\n(that's the faucet-drip wallet, ok if it leaks but I still need it)",
    )

    s24 = [seed(24) for _ in range(6)]
    r.add(
        "bip39_seed_phrase_24_words",
        f"Ledger #2 (the Safe signer) 24-word backup, copy of the steel plate:\n{numbered(s24[0])}",
        f"seed for treasury cold wallet — {s24[1]}",
        f"Keep this for me pls, it's the Trezor recovery seed: {s24[2]}",
        f"MNEMONIC=\"{s24[3]}\"  # foundry script wallet, used with --mnemonic-index 0",
        f"cold storage words (24): {s24[4].upper()}",
        "backup seed of Keystone (Safe signer #3), from my notes:\n| # | word |\n|---|------|\n" + "\n".join(f"| {i + 1} | {w} |" for i, w in enumerate(s24[5].split())),
    )

    r.add(
        "deployer_private_key_hex",
        f"deployer key for the Sepolia contracts: {pk()}",
        f"Private key of 0x{hexs(4)}… deployer (mainnet!!): {pk(False)}",
        f"priv key staging relayer = {pk()}  (funded w/ 0.5 ETH on base-sepolia)",
        f"Exported from MetaMask, account 3 private key:\n{pk(False)}",
        f"the hot wallet that pays for the keeper upkeep — pk {pk()}, address {addr()}",
        f"Chave privada do deployer da Arbitrum (Arbitrum deployer private key): {pk()}",
        f"keeper bot wallet\naddress: {addr(True)}\nprivate key: {pk()}",
    )

    r.add(
        "hardhat_env_private_key",
        f"Hardhat .env for the vault repo:\nPRIVATE_KEY={pk()}\nSEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/{alchemy_key()}\nETHERSCAN_API_KEY={etherscan_key()}",
        f"PRIVATE_KEY={pk(False)}",
        f".env (nft-drop project)\nDEPLOYER_PRIVATE_KEY=\"{pk()}\"\nREPORT_GAS=true\nCOINMARKETCAP_API_KEY={uid()}",
        f"remember the .env for hardhat in ~/code/lisbon-dao: PRIVATE_KEY = '{pk()}' and INFURA_API_KEY = '{hexs(32)}'",
        f"export PRIVATE_KEY={pk()} && npx hardhat run scripts/deploy.ts --network sepolia",
    )

    r.add(
        "infura_project_secret",
        f"Infura project 'acme-sepolia': project id {hexs(32)}, project secret {hexs(32)}",
        f"INFURA_API_KEY_SECRET={hexs(32)}",
        f"infura secret (the one for basic auth on the ipfs gateway): {hexs(32)}",
        f"curl -u {hexs(32)}:{hexs(32)} -X POST https://ipfs.infura.io:5001/api/v0/pin/add?arg={cid_v0()}",
        f"Infura API secret for mainnet keeper = {hexs(32)} (enable 'require API key secret' is ON)",
        f"infura: id={hexs(32)} / secret={hexs(32)}",
    )

    r.add(
        "alchemy_api_key",
        f"Alchemy key for eth-mainnet app 'indexer': {alchemy_key()}",
        f"rpc: https://arb-sepolia.g.alchemy.com/v2/{alchemy_key()}",
        f"ALCHEMY_API_KEY={alchemy_key()}",
        f"alchemy (base mainnet app) api key -> {alchemy_key()}  / webhook signing key whsec_{rnd(ALNUM, 32)}",
        f"new Alchemy key since the old one leaked in a screenshot: {alchemy_key()}",
        f"const provider = new ethers.AlchemyProvider('sepolia', '{alchemy_key()}');",
    )

    r.add(
        "etherscan_api_key",
        f"Etherscan API key: {etherscan_key()}",
        f"etherscan key for verify — {etherscan_key()}",
        f"foundry.toml\n[etherscan]\nsepolia = {{ key = \"{etherscan_key()}\" }}\nmainnet = {{ key = \"{etherscan_key()}\" }}",
        f"forge verify-contract {addr()} src/Vault.sol:Vault --chain sepolia --etherscan-api-key {etherscan_key()}",
        f"ETHERSCAN_API_KEY={etherscan_key()}\nBASESCAN_API_KEY={etherscan_key()}",
        f"hardhat.config.ts → etherscan: {{ apiKey: '{etherscan_key()}' }}",
    )

    r.add(
        "foundry_keystore_password",
        f"password for the foundry keystore 'deployer' (cast wallet import): {pw()}",
        f"keystore pw for ~/.foundry/keystores/treasury-ops = {pw()}",
        f"forge script Deploy --account deployer --password '{pw()}' --broadcast",
        f"cast wallet keystore 'relayer' → password {pw()}",
        f"The password I used when I ran `cast wallet import sepolia-dev --interactive` is {pw()}",
        f"foundry keystor passwrd (deployer): {pw()}",
    )

    r.add(
        "tenderly_access_key",
        f"Tenderly access key: {tenderly_key()}",
        f"TENDERLY_ACCESS_KEY={tenderly_key()}\nTENDERLY_PROJECT=vault-v2\nTENDERLY_USERNAME=acme",
        f"curl -H 'X-Access-Key: {tenderly_key()}' https://api.tenderly.co/api/v1/account/acme/project/vault-v2/simulate",
        f"tenderly cli token (tenderly login --access-key ...) = {tenderly_key()}",
        f"tenderly login --authentication-method access-key --access-key {tenderly_key()}",
    )

    r.add(
        "hardware_wallet_pin",
        f"Ledger Nano X PIN (Safe signer #1): {digits(8)}",
        f"PIN for the trezor in the drawer is {digits(6)}",
        f"ledger pin {digits(4)} — the one with the grey cable, it signs for the grants safe",
        f"Gnosis Safe signer #2 = Ledger Nano S Plus, PIN {digits(6)}, passphrase-protected account uses PIN {digits(6)}",
        f"Keystone PIN: {digits(6)}  (wallet signs via QR for the treasury Safe)",
        f"PIN do Ledger (signer da Safe): {digits(4)}{digits(4)}",
    )

    r.add(
        "pinata_jwt",
        f"Pinata JWT for the nft metadata uploads:\n{pinata_jwt()}",
        f"PINATA_JWT={pinata_jwt()}",
        f"curl -X POST https://api.pinata.cloud/pinning/pinFileToIPFS -H \"Authorization: Bearer {pinata_jwt()}\" -F file=@metadata/1.json",
        f"pinata key (admin scope) jwt: {pinata_jwt()}",
        f"NEXT_PINATA_JWT (server-side only!!) {pinata_jwt()}",
    )

    r.add(
        "pinata_api_secret",
        f"Pinata API Key {hexs(20)} / API Secret {hexs(64)}",
        f"PINATA_API_KEY={hexs(20)}\nPINATA_SECRET_API_KEY={hexs(64)}",
        f"pinata secret for the old collection script: {hexs(64)}",
        f"pinata: key={hexs(20)} secret={hexs(64)} (scopes: pinFileToIPFS, pinJSONToIPFS)",
    )

    r.add(
        "bip39_passphrase",
        f"25th word for the Ledger hidden account: {pick('Alfama', 'Tejo', 'Belem', 'Graca')}{digits(4)}{pick('!', '#', '*')}",
        f"BIP39 passphrase on top of the Trezor seed is '{phrase(BIP39, 3, '-')}'",
        f"hidden wallet passphrase = {pw()}",
        f"optional passphrase (the 'plausible deniability' one) -> {phrase(BIP39, 4, ' ')}",
    )

    r.add(
        "metamask_password",
        f"MetaMask password on the work laptop: {pw()}",
        f"metamask unlock pw (brave profile 'dev') = {pw()}",
        f"Rabby wallet password {pw()}",
        f"password da MetaMask no portátil novo: {pw()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT for the CI that pushes the deployments/ folder: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"token for the acme-contracts org (repo + workflow scopes): ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://rita-dev:ghp_{rnd(ALNUM, 36)}@github.com/acme/vault-contracts.git",
    )

    r.add(
        "npm_token",
        f"npm publish token for @acme/sdk: npm_{rnd(ALNUM, 36)}",
        f".npmrc\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  # automation token, bypasses 2FA",
        f"npm token (publish, acme org): npm_{rnd(ALNUM, 36)}",
    )

    r.add(
        "quicknode_endpoint_url",
        f"QuickNode endpoint (has the token in the path): https://{pick('silent', 'wispy', 'dry', 'proud')}-{pick('frosty', 'icy', 'misty')}-{pick('sun', 'lake', 'bird')}.ethereum-sepolia.quiknode.pro/{hexs(40)}/",
        f"MAINNET_RPC_URL=https://{pick('cool', 'bold', 'long')}-{pick('old', 'young', 'dark')}-{pick('morning', 'river', 'field')}.quiknode.pro/{hexs(40)}/",
        f"quicknode wss for the mempool listener: wss://{pick('late', 'shy', 'calm')}-{pick('wild', 'red', 'blue')}-{pick('pine', 'moon', 'hill')}.base-mainnet.quiknode.pro/{hexs(40)}/",
        f"QN token {hexs(40)} — endpoint billing is on the acme card",
    )

    r.add(
        "openzeppelin_defender_key",
        f"Defender team API key {rnd(ALNUM, 32)} secret {rnd(B64, 64)}",
        f"DEFENDER_API_KEY={rnd(ALNUM, 32)}\nDEFENDER_API_SECRET={rnd(B64, 64)}",
        f"relayer API creds (defender relayer 'keeper-sepolia'): key {rnd(ALNUM, 32)} / secret {rnd(B64, 64)}",
    )

    r.add(
        "exchange_api_credentials",
        f"Binance API (read + spot trade, no withdraw):\nkey: {rnd(ALNUM, 64)}\nsecret: {rnd(ALNUM, 64)}",
        f"Kraken api key {rnd(B64, 56)} private key {rnd(B64, 86)}==",
        f"Coinbase CDP key name organizations/{uid()}/apiKeys/{uid()}\n{pem('EC PRIVATE KEY', 3)}",
        f"bitstamp: key {rnd(ALNUM, 32)} secret {rnd(ALNUM, 32)} customer id {digits(6, lead=True)}",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram bot that posts liquidation alerts: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"bot token for @acme_gas_bot → {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"https://api.telegram.org/bot{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}/sendMessage?chat_id=-100{digits(10, lead=True)}",
    )

    r.add(
        "graph_deploy_key",
        f"The Graph studio deploy key: {hexs(32)}",
        f"graph auth --studio {hexs(32)}",
        f"subgraph 'acme-vaults' deploy key = {hexs(32)} (studio, not hosted service)",
        f"GRAPH_DEPLOY_KEY={hexs(32)}",
    )

    r.add(
        "database_connection_string",
        f"graph-node postgres: postgresql://graph:{pw()}@db.acme.internal:5432/graph-node",
        f"DATABASE_URL=postgres://indexer:{rnd(ALNUM, 24)}@pg-indexer.acme.internal:5432/events?sslmode=require",
        f"ponder db -> postgres://ponder:{pw()}@10.0.4.12:5432/ponder",
        f"redis for the mempool cache: redis://default:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
    )

    r.add(
        "ssh_private_key",
        f"deploy key for the archive node box (node1.acme.internal):\n{openssh_private()}",
        f"~/.ssh/id_ed25519 of the geth machine, copy:\n{openssh_private()}",
        f"ssh key for validator host, user eth:\n{openssh_private()}",
    )

    r.add(
        "wifi_password",
        f"wifi no cowork da LX Factory: rede 'Second-Home-Guest', senha {pw()}",
        f"home wifi (MEO-{rnd(UPPER + DIGITS, 6)}) password: {rnd(ALNUM, 12)}",
        f"ETHLisbon venue wifi: SSID ethlisbon-hackers / pass {pick('buidl', 'gm', 'wagmi')}{digits(4)}{pick('!', '$', '')}",
        f"Wi-Fi at the Príncipe Real flat → network NOS-{hexs(4).upper()}, key {rnd(ALNUM, 16)}",
    )

    r.add(
        "cast_command_with_private_key",
        f"cast send {addr()} \"setFee(uint256)\" 30 --rpc-url $SEPOLIA_RPC --private-key {pk()}",
        f"forge script script/Deploy.s.sol --rpc-url sepolia --broadcast --private-key {pk()} -vvvv",
        f"cast wallet address --private-key {pk()}   # -> the fee collector",
        f"anvil --fork-url $MAINNET_RPC & cast send --private-key {pk()} {addr()} --value 1ether  (this is OUR whale on the fork, real mainnet key!)",
    )

    r.add(
        "block_explorer_api_keys",
        f"polygonscan {etherscan_key()} / arbiscan {etherscan_key()} / optimistic etherscan {etherscan_key()}",
        f"POLYGONSCAN_API_KEY={etherscan_key()}",
        f"arbiscan api key (for hardhat-verify customChains): {etherscan_key()}",
        f"snowtrace key: {etherscan_key()}",
    )

    r.add(
        "flashbots_auth_signer",
        f"Flashbots auth signer key (reputation only, but keep it): {pk()}",
        f"FLASHBOTS_AUTH_KEY={pk(False)}",
        f"searcher bundle signing key {pk()} — not the same as the bot wallet",
    )

    r.add(
        "discord_bot_token",
        f"Discord bot (mint role verifier) token: {b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"DISCORD_TOKEN={b64u(digits(18, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"collab.land-alternative bot token → {b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
    )

    r.add(
        "vercel_token",
        f"Vercel token for the dapp frontend deploys: {rnd(ALNUM, 24)}",
        f"VERCEL_TOKEN={rnd(ALNUM, 24)}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}",
        f"vercel --token {rnd(ALNUM, 24)} --prod",
        f"vercel token (CI, acme team, no expiry) -> {rnd(ALNUM, 24)}",
    )

    r.add(
        "dune_api_key",
        f"Dune API key (for the TVL dashboard refresh): {rnd(ALNUM, 32)}",
        f"DUNE_API_KEY={rnd(ALNUM, 32)}",
        f"curl -H \"X-Dune-API-Key: {rnd(ALNUM, 32)}\" https://api.dune.com/api/v1/query/{digits(7, lead=True)}/results",
    )

    r.add(
        "two_factor_backup",
        f"Kraken 2FA backup (TOTP secret): {rnd(UPPER + '234567', 32)}",
        f"otpauth://totp/Binance:rita.dev%40acme.example?secret={rnd(UPPER + '234567', 16)}&issuer=Binance",
        "GitHub recovery codes (acme org owner acct):\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(8)),
        f"2FA seed for the Coinbase account: {groups(rnd(UPPER + '234567', 32), 4)}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the contract-audit helper script: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"the key the natspec-docs bot uses → {openai_project_key()}",
        f"openai key for the discord support bot: {openai_project_key()}",
    )

    r.add(
        "relay_paymaster_api_key",
        f"Gelato relay sponsor API key: {rnd(URLSAFE, 43)}",
        f"GELATO_RELAY_API_KEY={rnd(URLSAFE, 43)}",
        f"Biconomy paymaster API key for the AA wallet demo: {rnd(ALNUM, 8)}.{uid()}",
    )

    r.add(
        "keystore_json_password",
        f"geth keystore UTC--2024-03-11T10-22-41.118Z--{hexs(40)} password: {pw()}",
        f"password for the JSON keystore file I got from the grant wallet: {pw()}",
        f"clef master seed password: {pw()} ; account pw {pw()}",
        f"validator keystore password (staking-deposit-cli, 2 validators): {pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "wallet_address",
        f"My main public address, for people who want to send grant payouts: {addr(True)}",
        f"deployer address on sepolia is {addr()} (fund it from the faucet when it drops under 0.1)",
        f"relayer EOA {addr(True)} — top up every monday",
        f"Rita's donation address: {addr(True)} (also rita.eth)",
        f"whitelist these 3 addresses for the mint:\n{addr(True)}\n{addr(True)}\n{addr(True)}",
        "Anvil's default account #0 is 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, the public test account everyone uses",
        f"send the test USDC to {addr()} please",
    )

    r.add(
        "contract_address",
        f"Vault v2 proxy on mainnet: {addr(True)}, implementation {addr(True)}",
        f"sepolia deployments: Token {addr()}, Staking {addr()}, Governor {addr()}",
        "USDC on base is 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 (canonical, public)",
        "WETH9 mainnet 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
        f"NFT collection contract: {addr(True)} — verified on etherscan",
        f"Uniswap V3 pool we read the TWAP from: {addr(True)} (fee tier 0.05%)",
    )

    r.add(
        "transaction_hash",
        f"deploy tx of the staking contract: {h256()}",
        f"the failed upgrade tx was {h256()} (reverted with 'Ownable: caller is not the owner')",
        f"tx hash {h256()} — sent 2 ETH to the safe, check it got 12 confirmations",
        f"txs from today's airdrop batch:\n{h256()}\n{h256()}\n{h256()}",
        f"bridging tx (L1 → base) {h256()}, should finalize in ~20 min",
        f"cast receipt {h256()} --rpc-url sepolia",
        f"the hack tx everyone is talking about: {h256()} (post-mortem on the acme blog)",
    )

    r.add(
        "block_hash",
        f"fork at block {block()} (hash {h256()}) for the repro",
        f"block {block()} hash: {h256()}",
        f"anvil --fork-url $MAINNET_RPC_URL --fork-block-number {block() + 14_000_000}  # parent hash {h256()}",
        f"the reorg dropped block {h256()}; the canonical one at that height is {h256()}",
        f"finalized checkpoint root {h256()} at epoch {digits(6, lead=True)}",
    )

    r.add(
        "ens_name",
        f"ENS: rita-builds.eth points at {addr(True)}",
        f"set the reverse record for vault-ops.acme.eth to the multisig {addr(True)}",
        "subdomains to register: deployer.acme.eth, treasury.acme.eth, keeper.acme.eth",
        f"ENS namehash of acme.eth: {h256()} (used in the resolver test)",
        "vitalik.eth and ens.eth resolve fine on sepolia fork; our name is rita-builds.eth",
    )

    r.add(
        "public_key",
        f"uncompressed secp256k1 public key of the keeper (public, for the signature check): 0x04{hexs(128)}",
        f"compressed pubkey of signer #3: 0x0{pick('2', '3')}{hexs(64)} — it's public, goes in the README",
        f"validator BLS pubkey 0x{hexs(96)}",
        f"ssh public key for the node box: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rnd(B64, 43)} rita@acme-laptop",
        f"age public key for encrypting the deploy artifacts: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )

    r.add(
        "walletconnect_project_id",
        f"WalletConnect project id (public, it ships in the frontend bundle anyway): {hexs(32)}",
        f"NEXT_PUBLIC_WC_PROJECT_ID={hexs(32)}",
        f"Reown/WalletConnect projectId {hexs(32)} — allowlist domain dapp.acme.example in the cloud dashboard",
        f"wagmi config: walletConnect({{ projectId: '{hexs(32)}' }}) — not a secret, per the WC docs",
        f"the WC project id for the staging site is {hexs(32)}; prod uses a different one",
    )

    r.add(
        "function_selector",
        "selector for transfer(address,uint256) = 0xa9059cbb",
        "approve(address,uint256) → 0x095ea7b3, transferFrom → 0x23b872dd",
        "balanceOf 0x70a08231 / totalSupply 0x18160ddd / ownerOf 0x6352211e",
        "ERC165 supportsInterface(bytes4) is 0x01ffc9a7, ERC721 interface id 0x80ac58cd",
        "setApprovalForAll(address,bool) = 0xa22cb465, safeTransferFrom(address,address,uint256) = 0x42842e0e",
    )

    r.add(
        "ipfs_cid",
        f"metadata folder CID: {cid_v0()}",
        f"baseURI = ipfs://{cid_v1()}/",
        f"image for token #1 is at https://ipfs.acme.example/ipfs/{cid_v1()}/1.png",
        f"pinned the reveal metadata → {cid_v0()} (pin status: pinned, 3 replicas)",
        f"old unrevealed placeholder: ipfs://{cid_v0()}/hidden.json",
        f"ipfs cat /ipfs/{cid_v1()}/metadata.json",
    )

    r.add(
        "abi_snippet",
        '[{"type":"function","name":"deposit","inputs":[{"name":"assets","type":"uint256"},{"name":"receiver","type":"address"}],"outputs":[{"name":"shares","type":"uint256"}],"stateMutability":"nonpayable"}]',
        '{"anonymous":false,"inputs":[{"indexed":true,"name":"from","type":"address"},{"indexed":true,"name":"to","type":"address"},{"indexed":false,"name":"value","type":"uint256"}],"name":"Transfer","type":"event"}',
        "human-readable ABI for viem:\n'function withdraw(uint256 assets, address receiver, address owner) returns (uint256)'\n'event Withdraw(address indexed sender, address indexed receiver, address indexed owner, uint256 assets, uint256 shares)'",
        '{"type":"error","name":"InsufficientBalance","inputs":[{"name":"available","type":"uint256"},{"name":"required","type":"uint256"}]}',
        "abi: [\"function name() view returns (string)\", \"function symbol() view returns (string)\", \"function decimals() view returns (uint8)\"]",
    )

    r.add(
        "etherscan_link",
        f"https://etherscan.io/tx/{h256()}",
        f"verified source: https://sepolia.etherscan.io/address/{addr(True)}#code",
        f"basescan link for the mint tx https://basescan.org/tx/{h256()}",
        f"token page https://etherscan.io/token/{addr(True)}?a={addr()}",
        f"arbiscan: https://arbiscan.io/address/{addr(True)}#readProxyContract",
        f"block on etherscan: https://etherscan.io/block/{block() + 14_000_000}",
    )

    r.add(
        "hardhat_default_mnemonic",
        f"Hardhat's well-known default test mnemonic is \"{HARDHAT_TEST_MNEMONIC}\" — public, only for the local node",
        f"for local tests only: anvil -m \"{HARDHAT_TEST_MNEMONIC}\" (the public Hardhat/Anvil default, never fund it)",
        f"hardhat.config: accounts: {{ mnemonic: \"{HARDHAT_TEST_MNEMONIC}\" }} for the hardhat network — that's the public default everyone knows",
        "Anvil's default account #0 is 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 — derived from the public Hardhat test mnemonic, never send real funds",
    )

    r.add(
        "secret_reference",
        "PRIVATE_KEY comes from process.env.PRIVATE_KEY, never committed; .env is in .gitignore",
        "in CI: DEPLOYER_KEY: ${{ secrets.DEPLOYER_KEY }} and ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}",
        "uint256 deployerKey = vm.envUint(\"PRIVATE_KEY\"); vm.startBroadcast(deployerKey);",
        "the Alchemy key lives in 1Password → vault 'web3-infra' → item 'alchemy-mainnet'",
        "keeper wallet key is in GCP Secret Manager: projects/acme-keeper/secrets/keeper-pk/versions/latest",
    )

    r.add(
        "keystore_reference",
        "deploy with --account deployer --sender 0x… (foundry asks for the keystore password interactively)",
        "keystores are in ~/.foundry/keystores/: deployer, relayer, sepolia-dev",
        "cast wallet list → deployer (Local), relayer (Local), ledger-0 (Ledger)",
        f"geth keystore file name: UTC--2024-06-02T09-14-51.402Z--{hexs(40)} (encrypted, password not stored here)",
        "keystore json has \"crypto\": {\"cipher\": \"aes-128-ctr\", \"kdf\": \"scrypt\", \"kdfparams\": {\"n\": 262144, \"r\": 8, \"p\": 1}} — standard v3 format",
    )

    r.add(
        "safe_multisig_setup",
        f"Treasury Safe {addr(True)} — 2 of 3: Ledger {short(addr(True))}, Trezor {short(addr(True))}, Keystone {short(addr(True))}",
        f"Safe tx hash to sign tomorrow: {h256()} (nonce 47)",
        f"app.safe.global/home?safe=eth:{addr(True)}",
        "Safe threshold change proposal: 2/3 → 3/5, need signatures from both Ledgers",
        f"Safe module enabled: {addr(True)} (Zodiac roles), guard {addr(True)}",
    )

    r.add(
        "password_handling_talk",
        "Seed phrase for the treasury is on the steel plate in the safe at the Lisbon office, never typed anywhere",
        "rotate the Infura secret every 90 days; next rotation 15 March",
        "Ledger PIN is 8 digits now, changed it after the airport trip — I'll remember it, don't store it",
        "keystore password must be 20+ chars, generated by 1Password, no reuse",
        "Reminder: revoke the Pinata key that was in the old repo history, then make a new one (don't paste it here)",
        "the Foundry keystore password is in my head only — don't ask me to save it",
    )

    r.add(
        "masked_key",
        f"Etherscan key ending …{rnd(UPPER + DIGITS, 4)} is the one on the free plan",
        f"PRIVATE_KEY=0x{'*' * 60}{hexs(4)} (redacted in the screenshot)",
        f"alchemy dashboard shows key {rnd(URLSAFE, 4)}••••••••••••{rnd(URLSAFE, 4)} for app 'indexer'",
        f"infura secret: ••••••••{hexs(4)} (shown once, stored in vault)",
        "ghp_************************************ — the old PAT, revoked",
        f"seed words backup check: word #7 starts with '{pick('s', 'm', 'b')}', word #19 with '{pick('t', 'c', 'p')}' (that's all I'll write down)",
    )

    r.add(
        "storage_slot",
        "EIP-1967 implementation slot: 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc",
        "EIP-1967 admin slot 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103",
        f"cast storage {addr()} 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc --rpc-url sepolia",
        f"mapping balances is at slot 0; balance slot of {addr()} is keccak256(abi.encode(addr, 0)) = {h256()}",
    )

    r.add(
        "gas_and_nonce_settings",
        "deploy settings: maxFeePerGas 40 gwei, maxPriorityFeePerGas 2 gwei, gas limit 3_500_000",
        f"stuck tx at nonce {secrets.randbelow(200)} — replace with same nonce and +15% tip",
        "optimizer runs = 200, via_ir = true, evm_version = cancun",
        "gas report: deposit 84_312, withdraw 71_905, redeem 69_220",
    )

    r.add(
        "public_rpc_and_chain_id",
        "sepolia chain id 11155111, public RPC https://rpc.sepolia.org (rate-limited, fine for reads)",
        "base sepolia = 84532, arbitrum sepolia = 421614, op sepolia = 11155420",
        "RPC for local node: http://127.0.0.1:8545, chainId 31337",
        "our own archive node: http://node1.acme.internal:8545 (no auth, only reachable over the VPN)",
    )

    r.add(
        "event_topic",
        "Transfer(address,address,uint256) topic0 = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
        "Approval topic: 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925",
        f"filter logs: topics [0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef, 0x000000000000000000000000{hexs(40)}]",
        "OwnershipTransferred topic0 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0",
    )

    r.add(
        "package_integrity_hash",
        f"\"integrity\": \"sha512-{rnd(B64, 86)}==\" for @openzeppelin/contracts 5.0.2",
        f"forge-std pinned at commit {hexs(40)}",
        f"image digest ghcr.io/acme/keeper@sha256:{hexs(64)}",
        f"pnpm-lock: viem@2.21.{secrets.randbelow(50)} resolution: {{integrity: sha512-{rnd(B64, 86)}==}}",
    )

    r.add(
        "bytecode_metadata_hash",
        f"runtime bytecode keccak of Vault: {h256()} — compare before and after upgrade",
        f"solc metadata ipfs hash {cid_v0()} (appended to the bytecode, CBOR)",
        f"init code hash for CREATE2 address prediction: {h256()}",
        f"sourcify full match, metadata keccak {h256()}",
    )

    r.add(
        "merkle_root",
        f"airdrop merkle root (set in the contract, public): {h256()}",
        f"allowlist root v3 = {h256()}; proof for {addr()} is in proofs.json",
        f"new merkleRoot for season 2 claims {h256()} — 1,842 leaves",
        f"proof for leaf {h256()}: [{h256()}, {h256()}]",
    )

    r.add(
        "tenderly_simulation_link",
        f"sim of the upgrade: https://dashboard.tenderly.co/acme/vault-v2/simulator/{uid()}",
        f"tenderly tx trace https://dashboard.tenderly.co/tx/sepolia/{h256()}",
        f"shared simulation (public link) https://www.tdly.co/shared/simulation/{uid()}",
        f"tenderly alert id {uid()} fires on Withdraw > 100 ETH",
    )

    r.add(
        "deployment_record",
        f"deployments/sepolia/Staking.json: address {addr(True)}, transactionHash {h256()}, blockNumber {block()}",
        f"broadcast/Deploy.s.sol/11155111/run-latest.json → contractAddress {addr()}, hash {h256()}",
        f"Vault v2.1 deployed at {addr(True)} in block {block() + 14_000_000}, salt 0x{'0' * 56}{hexs(8)}",
        f"deployed.json {{\"chainId\": 8453, \"Vault\": \"{addr(True)}\", \"Oracle\": \"{addr(True)}\"}}",
    )

    r.add(
        "withdrawal_credentials",
        f"validator withdrawal credentials 0x010000000000000000000000{hexs(40)}",
        f"deposit_data root {h256()} for validator index {digits(6, lead=True)}",
        f"fee recipient for the validators: {addr(True)}",
    )

    r.add(
        "signed_message_signature",
        f"signature for the etherscan ownership verification (public, posted on etherscan): 0x{hexs(130)}",
        f"EIP-712 domain separator of the token: {h256()}",
        "typehash PERMIT_TYPEHASH = 0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9",
    )

    r.add(
        "audit_and_bounty_ids",
        f"audit report ref ACME-AUD-{digits(4)}-{rnd(UPPER + DIGITS, 6)}, commit {hexs(40)}",
        f"Immunefi report #{digits(5, lead=True)} — medium, rounding in previewRedeem",
        f"Code4rena finding H-0{secrets.randbelow(9) + 1}, issue id {digits(3, lead=True)}",
        f"Cantina review ticket CAN-{digits(4, lead=True)}, fix PR #{digits(3, lead=True)}",
    )

    r.add(
        "hardware_wallet_device_info",
        f"Ledger Nano X firmware 2.2.{secrets.randbelow(5)}, Ethereum app 1.{secrets.randbelow(12)}.{secrets.randbelow(5)}; blind signing OFF",
        f"Trezor Safe 3 device id {rnd(UPPER + DIGITS, 24)}, label 'safe-signer-2'",
        "Ledger derivation: Ledger Live path m/44'/60'/0'/0/0, legacy path m/44'/60'/0'/0",
    )

    r.add(
        "nft_token_ids",
        f"token #{digits(4, lead=True)} minted to {short(addr(True))}",
        f"tokenId {int(hexs(16), 16)} (hash-based id) owner {addr()}",
        f"opensea link https://opensea.io/assets/ethereum/{addr()}/{digits(3, lead=True)}",
        f"ERC-1155 id 0x{hexs(64)} (packed: creator + index)",
    )

    r.add(
        "infra_identifiers",
        f"keeper pod {pick('keeper', 'relayer')}-{hexs(10)[:9]}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} restarted 3x",
        f"CI run https://github.com/acme/vault-contracts/actions/runs/{digits(10, lead=True)}",
        f"git commit {hexs(40)} — 'fix: reentrancy guard on withdraw'",
        f"Sentry issue ACME-DAPP-{rnd(UPPER + DIGITS, 3)} event {hexs(32)}",
    )

    return r


def main() -> None:
    write_corpora(
        "make_heldout235.py",
        [
            ("heldout235_credentials.yaml", credentials(), "Batch 235 (web3 developer in Lisbon): seed phrases, deployer private keys, RPC/explorer API keys, keystore passwords, hardware-wallet PINs and other live secrets"),
            ("heldout235_lookalikes.yaml", lookalikes(), "Batch 235 (web3 developer in Lisbon): addresses, hashes, selectors, CIDs, public keys, public project ids, masked keys and references to secrets; nothing secret"),
        ],
    )


if __name__ == "__main__":
    main()
