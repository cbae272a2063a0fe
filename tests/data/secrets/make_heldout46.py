# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout46_credentials.yaml and heldout46_lookalikes.yaml: batch 46 of the held-out corpus.

Persona: a hobbyist web3 developer and crypto trader living in Lisbon, who writes notes in
English with some Portuguese. The credentials are what such a person would jot down and
must never be kept: BIP39 seed phrases (12 and 24 words) and paper-backup transcriptions,
wallet private keys, keystore and wallet-app passwords, Ledger/Trezor PINs and 25th-word
passphrases, RPC URLs that embed Infura/Alchemy/QuickNode keys, block-explorer API keys,
exchange API key and secret pairs, exchange passwords and TOTP seeds, Hardhat/Foundry
.env files and configs, Pinata JWTs, a Telegram bot token, a Discord webhook, a Safe
signer key, the Portuguese bank app code, the MB WAY PIN and the home Wi-Fi password.
The look-alikes are the public side of the same hobby: addresses, ENS names, transaction
and block hashes, signatures of public messages, extended public keys, IPFS CIDs, ABI
fragments, selectors, event topics, keyless RPC endpoints, chain ids, gas figures, order
ids, masked keys and references to a key rather than the key.

The batch was written blind: its author never saw the detector, its rules or its tuned
corpora. Every secret value is drawn at run time from the `secrets` module in the shape of
the real format; hosts are under `.example`, `.internal`, `.test` or `acme`, except where
a provider's own endpoint is the format being imitated. Run
`python tests/data/secrets/make_heldout46.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openssh_private,
    pem,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

# A slice of the BIP39 English word list (the real list has 2048 words).
_WORD_TEXT = """
abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart
apology appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume
baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain
barrel base basic basket battle beach bean beauty because become beef before begin behave
cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe
canvas canyon capable capital captain carbon card cargo carpet carry cart case cash casino
dad damage damp dance danger daring dash daughter dawn deal debate debris decade december
eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort
fabric face faculty fade faint faith fall false fame family famous fancy fantasy farm fashion
gadget gain galaxy gallery game garage garbage garden garlic garment gasp gate gather gauge
habit hair half hammer hamster hand happy harbor hard harsh harvest hawk hazard health heart
ice icon idea identify idle ignore illegal illness image imitate immense immune impact impose
jacket jaguar jazz jealous jeans jelly jewel job join joke journey judge juice jump jungle
kangaroo keen ketchup kick kidney kingdom kitchen kite kitten kiwi knee knife knock
labor ladder lady lake lamp language laptop large later latin laugh laundry lava lawn lawsuit
machine magic magnet mammal mandate mango mansion manual maple marble margin marine market
naive napkin narrow nasty nation nature neck negative neglect nephew nerve network neutral
oak obey object oblige obscure observe obtain ocean october odor offer office olive olympic
pact paddle palace panda panel panic panther paper parade parent parrot patch patrol pelican
quality quantum quarter question quick quiz quote rabbit raccoon radar radio rail rally ranch
saddle salad salmon salon salute sample satoshi sausage scatter scheme scissors scorpion scout
table tackle talent tattoo taxi tenant tennis theory thrive thumb thunder ticket tiger timber
ugly umbrella unable unaware uncle uncover unfair unfold uniform unique universe unveil urban
vacant vacuum vague valid valley valve vanish vapor velvet vendor venture verb vessel veteran
wagon walnut warfare warrior wasp weasel wedding whale wheat whisper wisdom witness wolf wrist
yard yellow youth zebra zero zone zoo
"""
WORDS = _WORD_TEXT.split()

LISBON = ["Tejo", "Alfama", "Graca", "Sardinha", "Bacalhau", "Pastel", "Azulejo", "Saudade",
          "Fado", "Belem", "Chiado", "Ginjinha", "Eletrico", "Bifana", "Marvila", "Sintra"]
NAMES = ["tiago", "tiago.f", "tferreira", "tiagof.eth", "t.ferreira"]


def seed(n: int) -> str:
    return phrase(WORDS, n)


def numbered(n: int, per_line: int, sep: str = "  ") -> str:
    """A seed transcribed with its word numbers, `per_line` words a line."""
    words = [f"{i + 1:02d} {secrets.choice(WORDS)}" for i in range(n)]
    return "\n".join(sep.join(words[i:i + per_line]) for i in range(0, n, per_line))


def pk() -> str:
    return "0x" + hexs(64)


def addr() -> str:
    return "0x" + hexs(40)


def checksummed() -> str:
    return "0x" + rnd(HEX + "ABCDEF", 40)


def h256() -> str:
    return "0x" + hexs(64)


def human_pw() -> str:
    """A password a person picked, Lisbon flavoured, or one a manager generated."""
    return pick(
        f"{pick(*LISBON)}{pick('#', '!', '@', '_', '.', '*')}{digits(4)}",
        f"{pick(*LISBON).lower()}-{secrets.choice(WORDS)}-{digits(2)}{pick('!', '?', '$')}",
        f"{secrets.choice(WORDS).capitalize()}{digits(3)}{pick(*LISBON)}{pick('!', '%', '&')}",
        rnd(ALNUM + "!#%&*+-=", 18),
    )


def passphrase25() -> str:
    """A BIP39 passphrase (the 25th word): something a person can remember."""
    return pick(
        f"{pick(*LISBON)}{digits(2)}{pick('!', '#', '&')}{secrets.choice(WORDS)}",
        f"{phrase(WORDS, 3, '-')}{digits(3)}",
        f"{pick(*LISBON).lower()} {secrets.choice(WORDS)} {digits(4)}",
    )


def email() -> str:
    return f"{pick(*NAMES).replace('.eth', '')}{digits(2)}@{pick('mail.example', 'pm.example', 'acme.test')}"


def tg_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def discord_hook() -> str:
    return f"https://discord.com/api/webhooks/{'1' + digits(18)}/{rnd(URLSAFE, 68)}"


def qn_host(network: str) -> str:
    return f"https://{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{secrets.choice(WORDS)}.{network}.quiknode.pro/{hexs(40)}/"


def explorer_key() -> str:
    return rnd(UPPER + DIGITS, 34)


def pinata_jwt() -> str:
    claims = {
        "userInformation": {"id": uid(), "email": email(), "email_verified": True,
                            "status": "ACTIVE"},
        "authenticationType": "scopedKey",
        "scopedKeyKey": hexs(20),
        "scopedKeySecret": hexs(64),
        "exp": 1_790_000_000 + secrets.randbelow(10**7),
        "iat": 1_720_000_000 + secrets.randbelow(10**7),
    }
    return jwt(claims)


def moralis_jwt() -> str:
    claims = {"nonce": uid(), "orgId": digits(6, lead=True), "userId": digits(6, lead=True),
              "typeId": uid(), "type": "PROJECT", "iat": 1_710_000_000 + secrets.randbelow(10**7),
              "exp": 4_870_000_000 + secrets.randbelow(10**7)}
    return jwt(claims)


def wif() -> str:
    return pick("K", "L") + rnd(BASE58, 51)


def xprv() -> str:
    return "xprv9s21ZrQH143K" + rnd(BASE58, 95)


def xpub() -> str:
    return "xpub6" + rnd(BASE58, 106)


def qm() -> str:
    return "Qm" + rnd(BASE58, 44)


def bafy() -> str:
    return "bafybei" + rnd(LOWER + "234567", 52)


def bc1() -> str:
    return pick("bc1q" + rnd(BECH32, 38), "bc1p" + rnd(BECH32, 58))


def ens() -> str:
    return f"{pick(*LISBON).lower()}{pick('', secrets.choice(WORDS), digits(2))}.eth"


def sig() -> str:
    return "0x" + hexs(128) + pick("1b", "1c")


def amount(decimals: int = 18) -> str:
    return f"{secrets.randbelow(40)}.{digits(decimals)}"


def small() -> str:
    """A gas-sized ETH amount."""
    return f"0.{'0' * pick(2, 3)}{digits(pick(5, 6))}"


def pad(text: str) -> str:
    return text.rjust(64, "0")


def block() -> str:
    return f"{19_000_000 + secrets.randbelow(2_500_000):,}"


def credentials() -> Rows:
    r = Rows()
    r.add("seed_phrase_12",
          f"backup da carteira quente (MetaMask, conta principal): {seed(12)}",
          f"Rabby test wallet — {seed(12)} — meant for Sepolia only but the Base airdrop landed there too",
          f"12 palavras do Trust Wallet antigo (telemóvel partido):\n{seed(12)}")
    r.add("seed_phrase_24",
          f"Ledger Nano X recovery sheet, copied before I laminated the card:\n{seed(24)}",
          f"Trezor Safe 3 wallet backup\nwords 1-12: {seed(12)}\nwords 13-24: {seed(12)}",
          f"cold storage (the one in the cofre at my parents' in Setúbal), 24 words: {seed(24)}")
    r.add("paper_backup",
          "Transcribed the paper backup so I can shred the crumpled copy:\n" + numbered(12, 4),
          "Cryptosteel capsule, read left to right:\n" + numbered(24, 6, " | "),
          "Keystone card, row by row (the 24th is the checksum word):\n" + numbered(24, 4))
    r.add("eth_private_key",
          f"deployer EOA private key: {pk()}",
          f"chave privada da conta 3 ({checksummed()[:8]}…): {hexs(64)}",
          f"exported via MetaMask → Account details → Show private key\nkey: {pk()}\naddress: {checksummed()}")
    r.add("keystore_password",
          f"geth account new → UTC--2024-03-11T21-04-33.118Z--{hexs(40)}\npassphrase: {human_pw()}",
          f"password of keystore/deployer.json (the encrypted one in the repo): {human_pw()}",
          f"cast wallet import deployer --interactive — I typed {human_pw()} as the keystore password")
    r.add("ledger_pin",
          f"Ledger Nano S Plus PIN: {digits(pick(4, 6, 8))}",
          f"ledger pin is now {digits(6)} (changed after the trip to Porto)",
          f"PIN do Ledger novo = {digits(8)}")
    r.add("trezor_pin",
          f"Trezor Model T pin {digits(6)}",
          f"trezor: PIN {digits(7)}, wipe code not set",
          f"Trezor One — pin {digits(6)} (use the blind matrix on the laptop)")
    r.add("bip39_passphrase",
          f"25th word for the Ledger hidden account: {passphrase25()}",
          f"passphrase (25ª palavra) on top of the 24 words: {passphrase25()}",
          f"BIP39 passphrase for the savings wallet is '{passphrase25()}' — case sensitive, no trailing space")
    r.add("trezor_passphrase",
          f"Trezor hidden wallet passphrase: {passphrase25()}",
          f"trezor suite → 'enter passphrase' → {passphrase25()}  (the decoy wallet is the empty passphrase)")
    r.add("infura_rpc",
          f"MAINNET_RPC_URL=https://mainnet.infura.io/v3/{hexs(32)}",
          f"infura sepolia for the lisbon-nft project: https://sepolia.infura.io/v3/{hexs(32)}",
          f"mempool watcher connects to wss://mainnet.infura.io/ws/v3/{hexs(32)}")
    r.add("alchemy_rpc",
          f"ALCHEMY_URL=https://eth-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
          f"polygon amoy rpc: https://polygon-amoy.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
          f"const provider = new ethers.JsonRpcProvider('https://base-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}');")
    r.add("quicknode_rpc",
          f"QuickNode endpoint (arbitrum): {qn_host('arbitrum-mainnet')}",
          f"SOLANA_RPC={qn_host('solana-mainnet')}",
          f"quicknode base node, http {qn_host('base-mainnet')} — same token for wss")
    r.add("etherscan_key",
          f"ETHERSCAN_API_KEY={explorer_key()}",
          f"etherscan key for forge verify-contract: {explorer_key()}",
          f"curl 'https://api.etherscan.io/api?module=account&action=txlist&address={addr()}&sort=desc&apikey={explorer_key()}'")
    r.add("polygonscan_key",
          f"POLYGONSCAN_API_KEY={explorer_key()}",
          f"explorer keys — polygonscan {explorer_key()}, basescan {explorer_key()}, arbiscan {explorer_key()}")
    r.add("binance_api",
          f"Binance API (read + spot, withdrawals OFF, IP 10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)})\napiKey: {rnd(ALNUM, 64)}\nsecretKey: {rnd(ALNUM, 64)}",
          f"BINANCE_API_KEY={rnd(ALNUM, 64)}\nBINANCE_API_SECRET={rnd(ALNUM, 64)}",
          f"grid bot on Binance uses key {rnd(ALNUM, 64)} and secret {rnd(ALNUM, 64)}")
    r.add("kraken_api",
          f"Kraken API key: {rnd(B64, 56)}\nPrivate key: {b64(secrets.token_bytes(64))}",
          f"export KRAKEN_KEY='{rnd(B64, 56)}'\nexport KRAKEN_SECRET='{b64(secrets.token_bytes(64))}'",
          f"kraken (query only, for the Koinly import) key {rnd(B64, 56)} / private {b64(secrets.token_bytes(64))}")
    cdp_pem = pem("EC PRIVATE KEY", 3)
    r.add("coinbase_api",
          json.dumps({"name": f"organizations/{uid()}/apiKeys/{uid()}", "privateKey": cdp_pem + "\n"}),
          f"Coinbase Advanced key organizations/{uid()}/apiKeys/{uid()}\n{pem('EC PRIVATE KEY', 3)}",
          f"COINBASE_API_KEY={rnd(ALNUM, 16)}\nCOINBASE_API_SECRET={rnd(ALNUM, 32)}  # old v2 key, still used by the DCA script")
    r.add("okx_api",
          f"OKX key {uid()} secret {hexs(32).upper()} passphrase {human_pw()}",
          f"okx:\n  apiKey: {uid()}\n  secret: {hexs(32).upper()}\n  password: {human_pw()}")
    r.add("bybit_api",
          f"Bybit sub-account (futures only): key {rnd(ALNUM, 18)} secret {rnd(ALNUM, 36)}",
          f"BYBIT_KEY={rnd(ALNUM, 18)}\nBYBIT_SECRET={rnd(ALNUM, 36)}")
    r.add("exchange_password",
          f"Binance login: {email()} / {human_pw()}",
          f"Kraken password {human_pw()}; master key for phone support {rnd(ALNUM, 12)}",
          f"senha da Bit2Me: {human_pw()} (email {email()})")
    r.add("totp_seed",
          f"otpauth://totp/Binance:{email()}?secret={rnd(BASE32, 16)}&issuer=Binance",
          f"Kraken 2FA setup key {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Coinbase:{email()}?secret={rnd(BASE32, 32)}&issuer=Coinbase&algorithm=SHA1&digits=6&period=30")
    r.add("hardhat_env",
          f"# .env (hardhat)\nPRIVATE_KEY={pk()}\nSEPOLIA_RPC_URL=https://sepolia.infura.io/v3/{hexs(32)}\nETHERSCAN_API_KEY={explorer_key()}",
          f'MNEMONIC="{seed(12)}"\nINFURA_API_KEY={hexs(32)}\nREPORT_GAS=true',
          f"hardhat .env — do NOT commit\nDEPLOYER_KEY={hexs(64)}\nALCHEMY_KEY={rnd(URLSAFE, 32)}")
    r.add("foundry_env",
          f"PRIVATE_KEY={pk()}\nRPC_URL=http://127.0.0.1:8545\nCHAIN_ID=31337",
          f".env for forge script\nSEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/{rnd(URLSAFE, 32)}\nPRIVATE_KEY={pk()}\nETHERSCAN_API_KEY={explorer_key()}",
          f"export PRIVATE_KEY={pk()} && forge script script/Deploy.s.sol --rpc-url base --broadcast --verify")
    r.add("foundry_toml",
          f'[rpc_endpoints]\nmainnet = "https://eth-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}"\nsepolia = "https://sepolia.infura.io/v3/{hexs(32)}"\n\n[etherscan]\nmainnet = {{ key = "{explorer_key()}" }}',
          f'foundry.toml\n[etherscan]\nbase = {{ key = "{explorer_key()}", url = "https://api.basescan.org/api" }}',
          f'[profile.default]\nsrc = "src"\neth_rpc_url = "{qn_host("ethereum-mainnet")}"')
    r.add("hardhat_config",
          f"networks: {{\n  sepolia: {{\n    url: 'https://sepolia.infura.io/v3/{hexs(32)}',\n    accounts: ['{pk()}'],\n  }},\n}},",
          f"etherscan: {{ apiKey: '{explorer_key()}' }}, // hardhat.config.js",
          f"hardhat: {{ forking: {{ url: 'https://eth-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}' }}, accounts: {{ mnemonic: '{seed(12)}' }} }}")
    r.add("pinata_jwt",
          f"PINATA_JWT={pinata_jwt()}",
          f"Authorization: Bearer {pinata_jwt()}   (pinata, pinFileToIPFS only)",
          f"pinata jwt for the mint site upload step:\n{pinata_jwt()}")
    r.add("pinata_api",
          f"Pinata API Key: {hexs(20)}\nAPI Secret: {hexs(64)}",
          f"PINATA_API_KEY={hexs(20)}\nPINATA_SECRET_API_KEY={hexs(64)}")
    r.add("telegram_bot",
          f"price alert bot @{pick(*LISBON).lower()}_alerts_bot → token {tg_token()}",
          f"TELEGRAM_BOT_TOKEN={tg_token()}\nTELEGRAM_CHAT_ID={digits(9, lead=True)}",
          f"curl -s https://api.telegram.org/bot{tg_token()}/sendMessage -d chat_id={digits(9, lead=True)} -d text='ETH abaixo de 2000'")
    r.add("discord_webhook",
          f"DISCORD_WEBHOOK_URL={discord_hook()}",
          f"webhook for #whale-alerts: {discord_hook()}",
          f"const hook = '{discord_hook()}'; // posts fills from the Kraken bot")
    r.add("metamask_vault",
          f"MetaMask password (extension, Brave profile 2): {human_pw()}",
          f"password para desbloquear a MetaMask no portátil: {human_pw()}",
          f"recovered the vault from the old Chrome profile with the vault decryptor, password was {human_pw()}")
    r.add("safe_signer",
          f"Safe 2-of-3 on Base — signer #2 key {pk()} (hot one; the Ledger is signer #1)",
          f"gnosis safe owner key for the treasury bot: {hexs(64)}",
          f"SAFE_PROPOSER_PRIVATE_KEY={pk()}\nSAFE_ADDRESS={checksummed()}")
    r.add("bank_pin",
          f"Millennium app — código de acesso: {digits(6)}",
          f"CGD Caixadirecta: nº de contrato {digits(10, lead=True)}, código {digits(6)}",
          f"cartão multibanco ActivoBank, PIN {digits(4)}")
    r.add("mbway_pin",
          f"PIN MB WAY: {digits(6)}",
          f"MB WAY pin {digits(6)} (mudei em março)",
          f"mbway — telemóvel +351 9{digits(8)}, PIN {digits(6)}")
    r.add("wifi_password",
          f"Wi-Fi de casa: MEO-{rnd(UPPER + DIGITS, 6)} / {rnd(ALNUM, 12)}",
          f"router NOS: rede 'Casa-Graca-5G', password {human_pw()}",
          f"home wifi pass {secrets.choice(WORDS)}{pick(*LISBON).lower()}{digits(4)} (guest network is separate)")
    r.add("cast_command",
          f"cast send {addr()} 'withdraw()' --private-key {pk()} --rpc-url $SEPOLIA",
          f"cast wallet sign --private-key {pk()} 'gm from lisbon'",
          f"forge create src/Token.sol:Token --private-key {pk()} --rpc-url https://sepolia.infura.io/v3/{hexs(32)}")
    r.add("trading_journal",
          f"2024-11-03 | BTC long 0.15 @ 68,420 | closed +3.1% | new Bybit key {rnd(ALNUM, 18)} secret {rnd(ALNUM, 36)}",
          f"journal 12/02: bot moved to the new Binance key {rnd(ALNUM, 64)}, secret {rnd(ALNUM, 64)} (old one revoked)",
          f"trading log — Kraken Pro password changed to {human_pw()} after that phishing email")
    r.add("telegram_message",
          f"[Saved Messages, 23:41] seed da carteira da mãe: {seed(12)}",
          f"[22:10] Me: pk da conta de testes {pk()}",
          f"Forwarded from Rui: aqui tens a password da conta partilhada da Binance — {human_pw()}")
    r.add("solana_keypair",
          "~/.config/solana/id.json: [" + ",".join(str(b) for b in secrets.token_bytes(64)) + "]",
          f"Phantom → export private key: {rnd(BASE58, 88)}",
          f"solana-keygen recover gave the bot wallet; base58 secret {rnd(BASE58, 88)}")
    r.add("bitcoin_wif",
          f"old paper wallet from 2017, WIF {wif()}",
          f"Electrum → import keys: p2wpkh:{wif()}",
          f"chave privada do bitaddress impresso (2016): {wif()}")
    r.add("xprv",
          f"account xprv (m/84'/0'/0'): {xprv()}",
          f"BIP32 root key from the offline iancoleman page: {xprv()}",
          f"Sparrow → Export → xprv of the hot wallet:\n{xprv()}")
    r.add("mnemonic_export",
          f'export MNEMONIC="{seed(12)}"',
          f"MNEMONIC='{seed(12)}' npx hardhat run scripts/deploy.ts --network sepolia",
          f"DEPLOYER_MNEMONIC={seed(24)}")
    r.add("tenderly_key",
          f"TENDERLY_ACCESS_KEY={rnd(ALNUM, 32)}",
          f"tenderly: X-Access-Key {rnd(ALNUM, 32)} for the simulate endpoint",
          f"tenderly virtual testnet admin RPC https://virtual.mainnet.rpc.tenderly.co/{uid()} — anyone with it can set balances")
    r.add("github_pat",
          f"GitHub token for pushing the subgraph: ghp_{rnd(ALNUM, 36)}",
          f"git remote set-url origin https://tiago:ghp_{rnd(ALNUM, 36)}@git.acme.test/tiago/nft-mint.git",
          f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}  # fine-grained, subgraph repo only")
    r.add("coingecko_key",
          f"COINGECKO_API_KEY=CG-{rnd(ALNUM, 25)}",
          f"headers: {{ 'x-cg-pro-api-key': 'CG-{rnd(ALNUM, 25)}' }}")
    r.add("dune_key",
          f"DUNE_API_KEY={rnd(ALNUM, 32)}",
          f"dune = DuneClient('{rnd(ALNUM, 32)}')  # query 3312 refresh",
          f"X-Dune-API-Key: {rnd(ALNUM, 32)}")
    r.add("thirdweb_secret",
          f"THIRDWEB_SECRET_KEY={rnd(URLSAFE, 86)}",
          f"thirdweb: client id {hexs(32)} goes in the frontend, secret key {rnd(URLSAFE, 86)} only on the server")
    r.add("moralis_key",
          f"MORALIS_API_KEY={moralis_jwt()}",
          f"Moralis.start({{ apiKey: '{moralis_jwt()}' }})")
    r.add("validator_password",
          f"validator_keys/keystore-m_12381_3600_0_0_0-{1_700_000_000 + secrets.randbelow(10**7)}.json → password {human_pw()}",
          f"staking-deposit-cli keystore password (Holesky validator): {human_pw()}")
    card = groups(luhn(pick("4", "5")), 4)
    r.add("revolut_card",
          f"Revolut virtual card for on-ramps: {card} exp {card_expiry()} CVV {digits(3)}",
          f"cartão descartável Revolut {groups(luhn('4'), 4)}, validade {card_expiry()}, CVV {digits(3)}")
    r.add("financas_password",
          f"Portal das Finanças: NIF {digits(9, lead=True)} senha {human_pw()}",
          f"AT password for the IRS (mais-valias cripto): {human_pw()}")
    r.add("email_password",
          f"email where all exchange logins go: {email()} / {human_pw()}",
          f"password do email de recuperação {human_pw()}",
          f"Proton: {email()} — password {human_pw()}, mailbox password {human_pw()}")
    r.add("vps_ssh",
          "key for the bot VPS (bot.acme.internal):\n" + openssh_private(),
          f"sshpass -p '{human_pw()}' ssh root@bot.acme.internal 'systemctl restart alerts'")
    r.add("wallet_app_password",
          f"Brave Wallet unlock password: {human_pw()}",
          f"Rabby password {human_pw()}, Frame password {human_pw()}")
    r.add("node_rpc_auth",
          f"my reth node behind nginx: https://rpc:{rnd(ALNUM, 20)}@node.acme.internal:8545",
          f"ERIGON_RPC=http://admin:{human_pw()}@10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)}:8545")
    r.add("engine_jwt",
          f"/var/lib/ethereum/jwt.hex = {hexs(64)}",
          f"lighthouse bn --execution-jwt-secret-key {hexs(64)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("wallet_address",
          f"send the USDC to {checksummed()} (my Base address), not the old one",
          f"endereço da carteira quente: {addr()}",
          f"Rabby accounts: main {checksummed()}, trading {checksummed()}, burner {checksummed()}")
    r.add("btc_address",
          f"BTC receive address for the Kraken withdrawal: {bc1()}",
          f"Sparrow gave me a fresh address {bc1()} (index 37)",
          f"donations: {bc1()} · lightning tiago@getalby.example")
    r.add("ens_name",
          f"{ens()} now resolves to {checksummed()}; renewal due in {secrets.randbelow(300) + 30} days",
          f"set reverse record for {ens()} — cost {small()} ETH in gas",
          f"ENS names I own: {ens()}, {ens()}, {ens()}")
    r.add("contract_address",
          f"deployed NFT contract on Sepolia: {checksummed()}",
          f"USDC on Base is {checksummed()}; my ERC-4626 vault is {checksummed()}",
          f"ERC-20 {pick('LISB', 'TEJO', 'FADO')} token contract {addr()} — verified on Etherscan")
    r.add("tx_hash",
          f"tx hash do swap: {h256()}",
          f"bridge deposit tx {h256()} still pending on L2",
          f"failed tx (out of gas): {h256()} — retried as {h256()}",
          f"transactionHash: '{h256()}', blockNumber: {19_000_000 + secrets.randbelow(2_500_000)}, status: 1")
    r.add("block_number",
          f"fork mainnet at block {block()} for the test",
          f"airdrop snapshot taken at block {19_000_000 + secrets.randbelow(2_500_000)}",
          f"anvil --fork-url $MAINNET_RPC_URL --fork-block-number {19_000_000 + secrets.randbelow(2_500_000)}")
    r.add("token_id",
          f"minted token id #{secrets.randbelow(10000)} of the Azulejo collection",
          f"tokenId {digits(77, lead=True)} (ENS names use the labelhash as id)",
          f"listed #{secrets.randbelow(10000)} and #{secrets.randbelow(10000)} on OpenSea at 0.0{digits(2)} ETH")
    r.add("nft_token_uri",
          f"tokenURI(42) returns ipfs://{qm()}/42.json",
          f"baseURI = 'ipfs://{qm()}/' — reveal happens after mint out",
          f"metadata image: ipfs://{bafy()}/azulejo-{secrets.randbelow(500)}.png")
    r.add("ipfs_cid",
          f"pinned the site build, CID {bafy()}",
          f"ipfs cat {qm()} | jq .attributes",
          f"old CIDv0 {qm()} == CIDv1 {bafy()}")
    r.add("abi_fragment",
          '[{"type":"function","name":"transfer","inputs":[{"name":"to","type":"address"},{"name":"amount","type":"uint256"}],"outputs":[{"type":"bool"}],"stateMutability":"nonpayable"}]',
          '"event Transfer(address indexed from, address indexed to, uint256 value)" — the human-readable ABI ethers accepts',
          f'{{"inputs":[{{"internalType":"bytes32","name":"root","type":"bytes32"}}],"name":"setMerkleRoot","outputs":[],"type":"function"}} from out/Airdrop.sol/Airdrop.json ({secrets.randbelow(90) + 10} KB)')
    r.add("function_selector",
          "selectors: transfer 0xa9059cbb, approve 0x095ea7b3, balanceOf 0x70a08231, transferFrom 0x23b872dd",
          f"cast sig 'claim(uint256,bytes32[])' → 0x{hexs(8)}",
          f"unknown selector 0x{hexs(8)} in the phishing tx — 4byte.directory had nothing")
    r.add("event_topic",
          "Transfer topic0 = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
          "Approval topic: 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925",
          f"filter logs with topics [{h256()}, null, 0x000000000000000000000000{hexs(40)}]")
    r.add("public_rpc",
          "public RPCs that work without a key: https://cloudflare-eth.com, https://eth.llamarpc.com, https://rpc.ankr.com/eth",
          "Base: https://mainnet.base.org · Arbitrum: https://arb1.arbitrum.io/rpc · Polygon: https://polygon-rpc.com",
          f"local anvil at http://127.0.0.1:8545, chain id 31337, block time {pick(1, 2, 12)}s")
    r.add("chain_id",
          "chain ids: mainnet 1, optimism 10, polygon 137, base 8453, arbitrum 42161, sepolia 11155111",
          f"wallet_switchEthereumChain failed for chainId 0x{pick('2105', 'a4b1', '89', 'aa36a7')}",
          "EIP-155: v = chainId * 2 + 35 or 36, so on Base v is 16941 or 16942")
    r.add("gas_price",
          f"gas at 06:30 was {secrets.randbelow(30) + 3}.{digits(3)} gwei, base fee {secrets.randbelow(20) + 1}.{digits(2)}",
          f"maxFeePerGas: {secrets.randbelow(90) + 10}{digits(9)}n, maxPriorityFeePerGas: 1500000000n",
          f"gasUsed {secrets.randbelow(200000) + 21000} × {secrets.randbelow(40) + 2}.{digits(2)} gwei = {small()} ETH")
    r.add("nonce",
          f"stuck tx at nonce {secrets.randbelow(400)}; replaced with same nonce and +12% tip",
          f"cast nonce {addr()} → {secrets.randbelow(1000)}",
          f"Safe nonce {secrets.randbelow(60)} queued, {secrets.randbelow(60)} executed")
    r.add("signature",
          f"signed the SIWE message for the forum login, signature {sig()}",
          f"personal_sign of 'I own {ens()}' → {sig()}",
          f"EIP-712 permit: v={pick(27, 28)} r={h256()} s={h256()}")
    r.add("xpub",
          f"watch-only in Sparrow using the account xpub {xpub()}",
          f"zpub for the Koinly import (read-only, it can't move coins): zpub6{rnd(BASE58, 106)}",
          f"Ledger Live shows xpub {xpub()} for the BTC account — anyone with it sees balances, nothing more")
    r.add("etherscan_link",
          f"https://etherscan.io/tx/{h256()}",
          f"check https://basescan.org/address/{checksummed()}#tokentxns",
          f"https://sepolia.etherscan.io/address/{addr()}#code — verified, optimizer 200 runs")
    r.add("amount_decimals",
          f"received {amount()} ETH from the LP withdrawal",
          f"balanceOf returned {secrets.randbelow(10**24)} (18 decimals, so about {amount(4)} tokens)",
          f"PnL novembro: +{amount(8)} BTC, −{amount(2)} EUR em fees")
    r.add("exchange_order_id",
          f"Binance orderId {digits(11, lead=True)}, clientOrderId web_{rnd(LOWER + DIGITS, 32)}",
          f"Kraken order O{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 6)} filled at 2,431.50",
          f"Coinbase Advanced order {uid()} cancelled (post-only would have crossed)")
    r.add("bip39_fact",
          "BIP39: 12 words = 128 bits of entropy + 4 checksum bits, 24 words = 256 + 8; the checksum sits in the last word, so a random 12th word is usually invalid.",
          "the English list has 2048 words, 'abandon' is #0 and 'zoo' is #2047; the first four letters are unique, which is why steel plates stamp only four.",
          "the 25th word isn't one of the 24: a different passphrase opens a different (empty) wallet, so nothing warns you about a typo.")
    r.add("masked_key",
          f"Binance API key ****{rnd(ALNUM, 4)} deleted; the new one is restricted to IP 10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
          f"log line showed PRIVATE_KEY=0x{hexs(4)}…{hexs(4)} (redacted by the logger, good)",
          f"Etherscan dashboard: key {rnd(UPPER + DIGITS, 4)}••••••••{rnd(UPPER + DIGITS, 4)} made {secrets.randbelow(100000):,} calls today")
    r.add("env_reference",
          "const wallet = new ethers.Wallet(process.env.PRIVATE_KEY!, provider);",
          "accounts: process.env.PRIVATE_KEY ? [process.env.PRIVATE_KEY] : [],",
          "url: `https://eth-mainnet.g.alchemy.com/v2/${process.env.ALCHEMY_KEY}`,")
    r.add("forge_reference",
          'uint256 pk = vm.envUint("PRIVATE_KEY");\nvm.startBroadcast(pk);',
          'address deployer = vm.addr(vm.envUint("DEPLOYER_KEY"));',
          '[rpc_endpoints]\nmainnet = "${MAINNET_RPC_URL}"\n[etherscan]\nmainnet = { key = "${ETHERSCAN_API_KEY}" }')
    r.add("env_example",
          ".env.example\nPRIVATE_KEY=\nMNEMONIC=\nINFURA_API_KEY=\nETHERSCAN_API_KEY=",
          "PRIVATE_KEY=0xYOUR_PRIVATE_KEY_HERE\nALCHEMY_URL=https://eth-mainnet.g.alchemy.com/v2/YOUR-API-KEY",
          "TELEGRAM_BOT_TOKEN=<from @BotFather>\nDISCORD_WEBHOOK_URL=<paste here>\nBINANCE_API_SECRET=<never commit>")
    r.add("storage_slot",
          "EIP-1967 implementation slot 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc",
          f"cast storage {addr()} 0 → 0x000000000000000000000000{hexs(40)} (the owner)",
          f"admin slot 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103 holds {checksummed()}")
    r.add("merkle_root",
          f"merkleRoot = {h256()} for the airdrop of {secrets.randbelow(5000) + 100:,} addresses; proofs in proofs.json",
          f"setMerkleRoot({h256()}) executed via the Safe",
          f"leaf = keccak256(abi.encodePacked(account, amount)) → {h256()}")
    r.add("block_hash",
          f"block {block()} hash {h256()}",
          f"reorg! parentHash {h256()} no longer canonical",
          f"blockhash(block.number - 1) returned {h256()} in the fork test")
    r.add("deployment_log",
          f"== Logs ==\n  Deployer: {checksummed()}\n  Token deployed at: {checksummed()}\n\n✅ Hash: {h256()}\nBlock: {19_000_000 + secrets.randbelow(2_500_000)}\nPaid: {small()} ETH ({secrets.randbelow(900000) + 100000} gas * 0.{digits(9)} gwei)",
          f"Deploying Lock with 0.001 ETH...\nLock deployed to {checksummed()}\nverified: https://sepolia.etherscan.io/address/{addr()}#code",
          f"broadcast/Deploy.s.sol/8453/run-latest.json: contractAddress {addr()}, transactionHash {h256()}")
    r.add("trade_fill",
          f"fill: tradeId {digits(10, lead=True)}, ETHEUR, qty {amount(4)}, price 2,{digits(3)}.{digits(2)}, fee {small()} BNB",
          f"Kraken trade T{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 6)} — sold 0.{digits(8)} XBT",
          f"2024-12-{secrets.randbelow(28) + 1:02d} | SOL short | entry 188.{digits(2)} | exit 179.{digits(2)} | +{secrets.randbelow(9)}.{digits(1)}%")
    r.add("btc_txid",
          f"withdrawal txid {hexs(64)} — 3 confirmations",
          f"mempool.space/tx/{hexs(64)} stuck at 4 sat/vB, did CPFP",
          f"UTXO {hexs(64)}:{secrets.randbelow(4)} (0.{digits(8)} BTC) frozen in Sparrow")
    r.add("public_key",
          f"compressed public key of the signer: 0x{pick('02', '03')}{hexs(64)}",
          f"uncompressed pubkey 0x04{hexs(128)} → address is the last 20 bytes of its keccak",
          f"validator pubkey 0x{hexs(96)} is active on Holesky")
    r.add("domain_separator",
          f"DOMAIN_SEPARATOR() = {h256()} on chain 8453",
          f"typehash keccak256('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)') = {h256()}")
    r.add("derivation_path",
          "paths: m/44'/60'/0'/0/0 (MetaMask/Ledger Live), m/44'/60'/0' (Ledger legacy), m/84'/0'/0' (native segwit)",
          f"index {pick(0, 1, 2, 3, 4, 5, 7, 11)} on m/44'/60'/0'/0/i is {checksummed()} (the one holding the ENS name)",
          "Ledger Live vs MetaMask: different account index position in the path, same seed")
    r.add("wallet_fingerprint",
          f"master fingerprint {hexs(8)} (Sparrow shows it on the keystore tab)",
          f"multisig descriptor: wsh(sortedmulti(2,[{hexs(8)}/48h/0h/0h/2h]{xpub()}/0/*,[{hexs(8)}/48h/0h/0h/2h]{xpub()}/0/*))")
    r.add("iban",
          f"IBAN para a Kraken (SEPA): LT{digits(18)} — reference code K{rnd(UPPER + DIGITS, 8)}",
          f"my IBAN for the Bit2Me payout: PT50 {groups(digits(21), 4)}",
          f"SEPA instant from ActivoBank to Revolut, BIC ACTVPTPL, {secrets.randbelow(2000) + 50},00 €")
    r.add("multibanco_reference",
          f"Pagamento por referência: Entidade {digits(5, lead=True)}, Referência {groups(digits(9), 3)}, Valor {secrets.randbelow(900) + 10},{digits(2)} €",
          f"MB WAY pedido de {secrets.randbelow(90) + 5},00 € ao Rui (jantar em Alfama), ref. {digits(9)}",
          f"Multibanco ref {groups(digits(9), 3)} para carregar a Bit2Me, expira em 48h")
    r.add("telegram_chat_id",
          f"alerts go to chat_id -100{digits(10, lead=True)} (the private channel)",
          f"@{pick(*LISBON).lower()}_alerts_bot added to the group; my user id is {digits(9, lead=True)}",
          f"getUpdates showed message_id {secrets.randbelow(5000)} from chat {digits(10, lead=True)}")
    r.add("discord_snowflake",
          f"channel #whale-alerts id {'1' + digits(18)}, role @traders {'1' + digits(18)}",
          f"message link https://discord.com/channels/{'1' + digits(17)}/{'1' + digits(18)}/{'1' + digits(18)}")
    r.add("wifi_info",
          f"casa: SSID MEO-{rnd(UPPER + DIGITS, 6)} and MEO-{rnd(UPPER + DIGITS, 6)}-5G, router MAC {':'.join(secrets.token_hex(1) for _ in range(6))}",
          f"the node box is on 192.168.1.{secrets.randbelow(200) + 20}, DHCP reservation for {'-'.join(secrets.token_hex(1).upper() for _ in range(6))}")
    r.add("pin_policy",
          "Ledger wipes itself after 3 wrong PINs; PIN length 4–8 digits",
          "MB WAY PIN has 6 digits and is different from the card PIN (4); the app asks for it on every payment",
          f"Trezor PIN matrix: positions 7 8 9 / 4 5 6 / 1 2 3 like a numpad, layout reshuffled each time (seen {secrets.randbelow(9) + 2} times today)")
    r.add("gas_report",
          f"| Function | min | avg | max | calls |\n| mint     | {secrets.randbelow(20000) + 40000} | {secrets.randbelow(20000) + 60000} | {secrets.randbelow(20000) + 90000} | {secrets.randbelow(50) + 5} |\n| transfer | {secrets.randbelow(5000) + 29000} | {secrets.randbelow(5000) + 34000} | {secrets.randbelow(5000) + 51000} | {secrets.randbelow(50) + 5} |",
          f"forge snapshot: test_claim() (gas: {secrets.randbelow(100000) + 50000}) | test_revertDoubleClaim() (gas: {secrets.randbelow(20000) + 10000})")
    r.add("exchange_public_api",
          "https://api.binance.com/api/v3/ticker/price?symbol=ETHUSDT — public, no key needed",
          f"https://api.kraken.com/0/public/OHLC?pair=XBTEUR&interval=60&since={1_730_000_000 + secrets.randbelow(10**7)}",
          "Coinbase public candles: GET /api/v3/brokerage/market/products/ETH-EUR/candles")
    r.add("keystore_metadata",
          json.dumps({"address": hexs(40), "id": uid(), "version": 3, "crypto": {"cipher": "aes-128-ctr", "kdf": "scrypt", "kdfparams": {"n": 262144, "r": 8, "p": 1, "dklen": 32}}}),
          f"keystore file name UTC--2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T10-22-{secrets.randbelow(60):02d}.000Z--{hexs(40)}, scrypt n=262144")
    r.add("uniswap_pool",
          f"ETH/USDC 0.05% pool {checksummed()}, current tick {secrets.randbelow(200000) - 100000}",
          f"LP position NFT #{secrets.randbelow(900000) + 100000}, range 2,{digits(3)}–3,{digits(3)}, liquidity {digits(18, lead=True)}",
          f"sqrtPriceX96 = {digits(34, lead=True)}")
    r.add("price_alert",
          f"alerts: ETH < 2,{digits(3)} · BTC > {secrets.randbelow(30) + 90},000 · SOL funding > 0.0{digits(2)}%",
          f"cron */5 * * * * python alerts.py --pairs ETHEUR,BTCEUR --threshold 2.{digits(1)}%")
    r.add("git_commit",
          f"contracts repo at commit {hexs(40)} is what got audited",
          f"forge install OpenZeppelin/openzeppelin-contracts@{hexs(40)}",
          f"lib/forge-std pinned to {hexs(7)}")
    r.add("safe_tx_hash",
          f"safeTxHash {h256()} needs one more signature",
          f"Safe {checksummed()} (2/3), proposal {h256()} nonce {secrets.randbelow(60)}")
    r.add("bytecode_hash",
          f"runtime bytecode keccak {h256()} matches the verified source",
          f"initCodeHash for CREATE2 = {h256()}, salt = {h256()}")
    r.add("support_ticket",
          f"Binance support case #{digits(9, lead=True)} about the delayed SEPA",
          f"Kraken ticket {digits(7, lead=True)} — they asked for a selfie with the date")
    r.add("anvil_default",
          "anvil's default mnemonic is 'test test test test test test test test test test test junk' — every dev knows it, never send real funds there",
          "Anvil account #0 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 with the well-known key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80 (public, localhost only)")
    r.add("calldata",
          f"input data: 0xa9059cbb000000000000000000000000{hexs(40)}{pad(format(secrets.randbelow(10**22), 'x'))}",
          f"approve calldata 0x095ea7b3000000000000000000000000{hexs(40)}ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff — unlimited, revoke later")
    r.add("event_log",
          f"log data 0x{pad(format(secrets.randbelow(10**21), 'x'))}{pad(format(secrets.randbelow(10**21), 'x'))} (amount0, amount1)",
          f"topics[1] = 0x000000000000000000000000{hexs(40)}, topics[2] = 0x000000000000000000000000{hexs(40)}")
    r.add("solana_tx",
          f"solscan.io/tx/{rnd(BASE58, 88)} — the Jupiter swap",
          f"Phantom address {rnd(BASE58, 44)}; last signature {rnd(BASE58, 87)}",
          f"SOL mint address {rnd(BASE58, 44)} for the meme coin (rugged)")
    return r


def main() -> None:
    write_corpora("make_heldout46.py", [
        ("heldout46_credentials.yaml", credentials(), "batch 46 (Lisbon web3 hobbyist and crypto trader), written blind; every value synthetic"),
        ("heldout46_lookalikes.yaml", lookalikes(), "batch 46 look-alikes: addresses, hashes, signatures, xpubs, CIDs, selectors, masked keys and env references, written blind"),
    ])


if __name__ == "__main__":
    main()
