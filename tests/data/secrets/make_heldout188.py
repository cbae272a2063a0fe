# ruff: noqa: E501
"""Writes heldout188_credentials.yaml and heldout188_lookalikes.yaml: held-out batch 188.

Persona: a personal-finance hobbyist in Zurich who writes in English with Swiss German words
sprinkled in. The notes are what such a person asks an assistant to remember: hardware wallet
PINs, BIP39 seed phrases and passphrases, exchange API keys with their secrets, 2FA backup
codes, age secret keys for encrypted backups, the password manager's emergency kit, the
e-banking contract number with its password, the safe deposit box code. The look-alikes are
what the same person keeps without any secret in it: wallet addresses (bech32 bc1..., Ethereum
0x...), xpubs, transaction hashes, IBANs, age recipients (age1...), PGP fingerprints, exchange
order ids, ISINs, QR-bill references, masked AHV numbers and the like.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    app_password,
    b64,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    onepassword_secret_key,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

# A slice of the BIP39 English word list (public), enough to draw seed phrases from.
BIP39 = " ".join([
    "abandon ability able about above absent absorb abstract absurd abuse access accident account",
    "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict",
    "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree",
    "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha",
    "already also alter always amateur amazing among amount amused analyst anchor ancient anger",
    "angle angry animal ankle announce annual another answer antenna antique anxiety any apart",
    "apology appear apple approve april arch arctic area arena argue arm armed armor army around",
    "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume",
    "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn",
    "average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag",
    "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle",
    "beach bean beauty because become beef before begin behave behind believe below belt bench",
    "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter",
    "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board",
    "boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy",
    "bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli",
    "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet",
    "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable",
    "cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon",
    "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual",
    "cat catalog catch category cattle caught cause caution cave ceiling celery cement census",
    "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check",
    "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn",
    "cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click",
    "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch",
    "coach coast coconut code coffee coil coin collect color column combine come comfort comic",
    "common company concert conduct confirm congress connect consider control convince cook cool",
    "copper copy coral core corn correct cost cotton couch country couple course cousin cover",
    "coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket",
    "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry",
    "crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle",
    "glove harvest jungle kitten lemon mountain ocean orbit pepper planet puzzle quantum river",
    "rocket salmon satoshi thunder tiger umbrella valley wagon wallet youth zebra zero zone zoo",
]).split()

# Words for passphrases a person makes up (Swiss German flavour).
SWISS = ["Chuchichaeschtli", "Gipfeli", "Zueri", "Uetliberg", "Limmat", "Rueebli", "Znueni",
         "Grueezi", "Buebe", "Meitli", "Sechselaeute", "Bahnhofstrasse", "Fondue", "Raclette",
         "Zopf", "Muesli", "Velo", "Tram", "Hoenggerberg", "Seebad"]

QR_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]


def seed(n: int) -> str:
    return phrase(BIP39, n)


def numbered_seed(n: int, per_line: int = 4) -> str:
    words = [secrets.choice(BIP39) for _ in range(n)]
    cells = [f"{i + 1}. {w}" for i, w in enumerate(words)]
    return "\n".join("  ".join(cells[i:i + per_line]) for i in range(0, n, per_line))


def swiss_passphrase() -> str:
    return f"{secrets.choice(SWISS)}-{secrets.choice(SWISS)}-{digits(2)}{pick('!', '?', '#', '*')}"


def xkey(prefix: str) -> str:
    """An extended key (xpub/zpub/xprv/zprv): 111 Base58 characters."""
    return prefix + rnd(BASE58, 111 - len(prefix))


def wif() -> str:
    """A WIF private key: compressed (K/L, 52 chars) or uncompressed (5, 51 chars)."""
    return pick(pick("K", "L") + rnd(BASE58, 51), "5" + pick("H", "J", "K") + rnd(BASE58, 49))


def bc1q() -> str:
    return "bc1q" + rnd(BECH32, 38)


def bc1p() -> str:
    return "bc1p" + rnd(BECH32, 58)


def btc_address() -> str:
    return pick(bc1q(), bc1p(), "1" + rnd(BASE58, 33), "3" + rnd(BASE58, 33))


def eth_address() -> str:
    return "0x" + hexs(40)


def txid() -> str:
    return hexs(64)


def block_hash() -> str:
    return "00000000000000000002" + hexs(44)


def fingerprint8() -> str:
    return hexs(8)


def descriptor_checksum() -> str:
    return rnd(BECH32, 8)


def ch_iban() -> str:
    return iban("CH", pick("00700", "09000", "00230", "80808", "00762") + digits(12))


def qr_reference_grouped() -> str:
    body = digits(26)
    carry = 0
    for c in body:
        carry = QR_TABLE[(carry + int(c)) % 10]
    ref = body + str((10 - carry) % 10)
    return ref[:2] + " " + groups(ref[2:], 5)


def scor_reference() -> str:
    """An ISO 11649 creditor reference (RF + mod-97 check + up to 21 characters)."""
    ref = rnd(UPPER + DIGITS, 12)
    number = int("".join(str(int(c, 36)) for c in ref + "RF00"))
    return groups(f"RF{98 - number % 97:02d}{ref}", 4)


def isin(country: str) -> str:
    body = country + digits(9)
    digit_text = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(digit_text)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def ahv_masked() -> str:
    """A Swiss AHV number (756.XXXX.XXXX.XC) with only the last two digits shown."""
    return f"756.{pick('****', 'xxxx', '••••')}.{pick('****', 'xxxx', '••••')}.{digits(2)}"


def pgp_fpr() -> str:
    return groups(rnd(HEX.upper(), 40), 4)


def kraken_order_id(lead: str = "O") -> str:
    return f"{lead}{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 6)}"


def binance_key() -> str:
    return rnd(ALNUM, 64)


def kraken_key() -> str:
    return b64(secrets.token_bytes(42))


def kraken_private() -> str:
    return b64(secrets.token_bytes(64))


def bybit_key() -> str:
    return rnd(ALNUM, 18)


def bybit_secret() -> str:
    return rnd(ALNUM, 36)


def totp_secret() -> str:
    return rnd(BASE32, 32)


def lnd_macaroon() -> str:
    return ("0201036c6e6402f801030a10" + hexs(32) + "1201301a160a0761646472657373120472656164120577726974651a130a04696e666f12047265616412057772697465"
            + "00000620" + hexs(64))


def b2_key_id() -> str:
    return "005" + hexs(22)


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM, 27)


def contract_no() -> str:
    return digits(8, lead=True)


def lnd_pubkey() -> str:
    return pick("02", "03") + hexs(64)


def swiss_post_tracking() -> str:
    return f"99.{pick('00', '60', '34')}.{digits(6)}.{digits(8)}"


def che_uid() -> str:
    d = digits(9, lead=True)
    return f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"


def credentials() -> Rows:
    r = Rows()

    r.add("hardware_wallet_pin",
          f"Ledger Nano X PIN: {digits(8)}",
          f"Trezor Safe 3 PIN is {digits(6)} - and the wipe code (NOT the pin!) is {digits(7)}",
          f"Coldcard Mk4 PIN {digits(4)}-{digits(6)} (prefix-suffix), anti-phishing words should read 'cactus bronze'",
          f"d PIN vom zweite Ledger im Tresor: {digits(6)}, gäll nöd verwechsle mit em Natel-PIN",
          f"BitBox02 device password = {pw()}",
          f"remember pls: trezor pin {digits(9)}")

    r.add("bip39_seed_phrase",
          f"Sparrow hot wallet seed (12 words):\n{seed(12)}",
          f"Backup seed for the Ledger, 24 words, in order:\n{numbered_seed(24)}",
          f"{seed(12)}\n^ that's the seed of the small spending wallet on my phone (BlueWallet)",
          f"seed words trezor: {', '.join(secrets.choice(BIP39) for _ in range(24))}",
          f"Mnemonic für s Electrum-Wallet vo de Mueter: {seed(12)}",
          f"recovery phrase Coldcard (copy of the steel plate)\n1-6: {seed(6)}\n7-12: {seed(6)}\n13-18: {seed(6)}\n19-24: {seed(6)}")

    r.add("bip39_passphrase",
          f"25th word for the hidden Trezor wallet: {swiss_passphrase()}",
          f"BIP39 passphrase (the savings account on the Ledger): {pick('Limmat', 'Uetliberg', 'Zopf')}{digits(4)}{pick('!', '$', '%')}",
          f"Coldcard passphrase = \"{seed(4)} {digits(3)}\"  -- fingerprint after entering it should be different from the main one",
          f"passphrase for the decoy wallet: {rnd(ALNUM, 12)}; real one: {swiss_passphrase()}",
          f"Trezor hidden wallet pw -> {pw()}")

    key, sec = binance_key(), binance_key()
    key2, sec2 = binance_key(), binance_key()
    r.add("binance_api_credentials",
          f"Binance API (read-only, for the tax tool)\nAPI Key: {key}\nSecret Key: {sec}",
          f"binance_api_key={key2}\nbinance_api_secret={sec2}",
          f"New Binance key for the DCA bot, IP restricted to the NAS:\nkey {binance_key()}\nsecret {binance_key()}",
          f"binance secret (only shown once!!): {binance_key()}",
          f"import ccxt\nex = ccxt.binance({{'apiKey': '{binance_key()}', 'secret': '{binance_key()}'}})")

    r.add("kraken_api_credentials",
          f"Kraken API key for Cointracking:\nAPI Key: {kraken_key()}\nPrivate Key: {kraken_private()}",
          f"kraken\n  key: {kraken_key()}\n  secret: {kraken_private()}",
          f"KRAKEN_API_KEY={kraken_key()}\nKRAKEN_PRIVATE_KEY={kraken_private()}",
          f"kraken private key for the rebalance script: {kraken_private()}",
          f"Kraken: public/api key {kraken_key()} and the private one {kraken_private()} (query funds + query ledger only)")

    json_pem = pem("EC PRIVATE KEY", 3).replace("\n", "\\n") + "\\n"
    r.add("coinbase_cdp_api_key",
          f'coinbase cdp_api_key.json:\n{{\n  "name": "organizations/{uid()}/apiKeys/{uid()}",\n  "privateKey": "{json_pem}"\n}}',
          f"Coinbase Advanced API key name: organizations/{uid()}/apiKeys/{uid()}\nprivate key:\n{pem('EC PRIVATE KEY', 3)}",
          f"COINBASE_API_KEY=organizations/{uid()}/apiKeys/{uid()}\nCOINBASE_API_SECRET=\"{pem('EC PRIVATE KEY', 3)}\"",
          f"coinbase key secret (ES256) for portfolio export:\n{pem('EC PRIVATE KEY', 3)}")

    r.add("bybit_api_credentials",
          f"Bybit API key {bybit_key()} / secret {bybit_secret()}",
          f"bybit read-only\napiKey: {bybit_key()}\napiSecret: {bybit_secret()}",
          f"BYBIT_KEY={bybit_key()}\nBYBIT_SECRET={bybit_secret()}",
          f"bybit secret for koinly import: {bybit_secret()}",
          f"Bybit sub-account (grid bot): {bybit_key()} {bybit_secret()}")

    r.add("twofa_backup_codes",
          f"Kraken 2FA backup codes:\n{recovery_codes(8, 'github')}",
          f"Google account backup codes (Ersatzcodes)\n{recovery_codes(10, 'digits')}",
          f"Binance 2FA recovery key: {rnd(UPPER + DIGITS, 16)}",
          f"Coinbase backup codes - one per line, strike through when used:\n{recovery_codes(6, 'other')}",
          f"Proton Mail recovery codes: {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}",
          f"github 2fa backup: {' / '.join(f'{hexs(5)}-{hexs(5)}' for _ in range(4))}")

    r.add("totp_secret",
          f"otpauth://totp/Kraken:hobbyist@acme.example?secret={totp_secret()}&issuer=Kraken",
          f"2FA setup key for the e-banking (if Natel dies): {groups(totp_secret(), 4)}",
          f"Authenticator seed for Bitwarden: {totp_secret()}",
          f"TOTP secret binance {groups(rnd(BASE32, 16), 4)}",
          f"totp for the NAS admin: {totp_secret().lower()} (Aegis backup lost, so keeping it here)")

    r.add("age_secret_key",
          f"# created: 2025-01-12T21:04:55+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"age key for the tax folder backup (Steuererklärung): {age_secret_key()}",
          f"backup.key on the USB stick:\n{age_secret_key()}",
          f"identity for `age -d -i key.txt finanzen.tar.age` = {age_secret_key()}",
          f"AGE_IDENTITY={age_secret_key()}")

    r.add("password_manager_emergency_kit",
          f"1Password Emergency Kit\nSign-in address: my.1password.eu\nEmail: hobbyist@acme.example\nSecret Key: {onepassword_secret_key()}\nMaster Password: {seed(4).replace(' ', '-')}",
          f"1pw secret key {onepassword_secret_key()} master pw {swiss_passphrase()}",
          f"Emergency kit for Nadja (in case something happens to me): secret key {onepassword_secret_key()}, master password {pw()}",
          f"Bitwarden master password: {seed(5).replace(' ', '.')}",
          f"KeePassXC finanzen.kdbx -> pw: {swiss_passphrase()}",
          f"bitwarden emergency access + master: {pw()}")

    r.add("ebanking_login",
          f"ZKB eBanking\nVertragsnummer: {contract_no()}\nPasswort: {pw()}",
          f"PostFinance e-finance: user {digits(8, lead=True)}, password {pw()}",
          f"UBS e-banking contract {digits(2)} {digits(3)} {digits(3)} / pw {pw()}",
          f"Raiffeisen E-Banking Vertrag {contract_no()} Passwort {swiss_passphrase()}",
          f"e-banking login for the Mueter's account: contract no. {contract_no()}, password {pw()} (she forgets it every time)",
          f"acme bank login -> {contract_no()} : {pw()}")

    r.add("safe_deposit_box_code",
          f"Schliessfach combination: {digits(2)}-{digits(2)}-{digits(2)}",
          f"Safe deposit box at the bank, door code {digits(6)}, box {digits(4)}",
          f"Tresor im Büro: Zahlencode {digits(6)}",
          f"home safe (Keller) code {digits(4)}#",
          f"Bankschliessfach Zugangscode {digits(8)} - plus the key from the drawer")

    r.add("bank_card_pin",
          f"Debitkarte PIN {digits(4)}",
          f"Visa card PIN = {digits(4)}, Maestro PIN = {digits(6)}",
          f"new PIN for the PostFinance card after reset: {digits(4)}",
          f"Kreditkarte (Viseca) PIN: {digits(4)}",
          f"ATM pin of the joint account card: {digits(6)}")

    r.add("credit_card_details",
          f"Visa {groups(luhn('4'), 4)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26} CVV {digits(3)}",
          f"Mastercard for online shopping: {luhn('5' + str(secrets.randbelow(5) + 1))}, {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}, CVC {digits(3)}",
          f"Revolut virtual card\n{groups(luhn('4'), 4)}\nvalid thru {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}\ncvv {digits(3)}",
          f"card number {luhn('5' + str(secrets.randbelow(5) + 1))} - security code {digits(3)} - for the Coinbase top up")

    r.add("twint_pin",
          f"TWINT PIN {digits(6)}",
          f"twint app code = {digits(6)} (different from the phone code!)",
          f"TWINT (Prepaid) PIN für d Chind: {digits(6)}",
          f"twint neu eingerichtet, pin isch jetzt {digits(6)}")

    r.add("electrum_wallet_password",
          f"Electrum wallet file password: {pw()}",
          f"electrum 'default_wallet' pw = {swiss_passphrase()}",
          f"Sparrow wallet file password (cold storage watch wallet): {pw()}",
          f"password to open wallet.dat from 2017: {rnd(ALNUM + '!#%', 14)}")

    r.add("bitcoin_extended_private_key",
          f"xprv of the test wallet: {xkey('xprv9')}",
          f"zprv (account 0, BIP84): {xkey('zprvA')}",
          f"account xprv for the bot\n{xkey('xprv9')}",
          f"Master private key exported from Electrum: {xkey('zprvA')}")

    r.add("ethereum_private_key",
          f"MetaMask account 2 private key: {hexs(64)}",
          f"ETH_PRIVATE_KEY=0x{hexs(64)}",
          f"Rabby wallet (the airdrop farming one) pk 0x{hexs(64)}",
          f"private key for the Ledger-less hot address: {hexs(64)}",
          f"const wallet = new ethers.Wallet('0x{hexs(64)}', provider);")

    r.add("bitcoin_wif_private_key",
          f"paper wallet from 2014, private key (WIF): {wif()}",
          f"WIF: {wif()}",
          f"sweep this one into Sparrow: {wif()}",
          f"importprivkey {wif()} \"old-paper\" false")

    r.add("veracrypt_container_password",
          f"VeraCrypt container 'Finanzen.hc' password: {seed(6).replace(' ', '')}",
          f"veracrypt pw for the external disk: {pw()} PIM {secrets.randbelow(900) + 100}",
          f"Passwort für de verschlüsselti USB-Stick: {swiss_passphrase()}",
          f"cryptomator vault 'Steuern' password {pw()}")

    r.add("restic_backup_password",
          f"export RESTIC_REPOSITORY=sftp:backup@nas.home.internal:/volume1/restic\nexport RESTIC_PASSWORD='{pw()}'",
          f"restic repo password: {seed(5).replace(' ', '-')}",
          f"borg passphrase for the finanzen repo: {pw()}",
          f"BORG_PASSPHRASE={rnd(ALNUM, 32)}",
          f"restic -r b2:finanz-backup:/ password {pw()}")

    r.add("backblaze_b2_credentials",
          f"Backblaze B2 application key for restic\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
          f"B2_ACCOUNT_ID={b2_key_id()}\nB2_ACCOUNT_KEY={b2_app_key()}",
          f"b2 app key (bucket finanz-backup only): {b2_app_key()}",
          f"rclone b2 remote: account {b2_key_id()} key {b2_app_key()}")

    r.add("nas_admin_password",
          f"Synology DS920+ admin: user 'chef' pw {pw()}",
          f"NAS login nas.home.internal -> admin / {pw()}",
          f"DSM Passwort (neu seit Juni): {swiss_passphrase()}",
          f"smb://nas.home.internal/finanzen user finanz pass {rnd(ALNUM, 14)}")

    rpc_pw = rnd(URLSAFE, 32)
    r.add("bitcoin_core_rpc_credentials",
          f"bitcoin.conf on the node\nserver=1\nrpcuser=btcrpc\nrpcpassword={rpc_pw}\nrpcbind=0.0.0.0",
          f"bitcoin-cli -rpcuser=satoshi -rpcpassword={rnd(ALNUM, 24)} getblockchaininfo",
          f"RPC URL for Sparrow: http://btcrpc:{rnd(ALNUM, 20)}@node.home.internal:8332",
          f"Umbrel node RPC password {rnd(ALNUM, 43)}",
          f"electrs daemon auth = \"btcrpc:{rnd(URLSAFE, 28)}\"")

    r.add("lnd_admin_macaroon",
          f"admin.macaroon (hex) for Zeus:\n{lnd_macaroon()}",
          f"LND_MACAROON={lnd_macaroon()}",
          f"lndconnect://node.home.internal:10009?cert=MIIC&macaroon={b64(secrets.token_bytes(180)).replace('+', '-').replace('/', '_').rstrip('=')}",
          f"macaroon hex for the tip bot: {lnd_macaroon()}")

    r.add("gmail_app_password",
          f"Gmail app password for the Ghostfolio mail alerts: {app_password()}",
          f"SMTP (smtp.gmail.com:587) user finanz.alerts@acme.example pw {app_password().replace(' ', '')}",
          f"app password 'portfolio-script': {app_password()}",
          f"gmail app pw fürs Python-Skript -> {app_password()}")

    r.add("gpg_private_key",
          f"GPG key passphrase (key for the tax archive): {swiss_passphrase()}",
          f"{pem('PGP PRIVATE KEY BLOCK', 5)}",
          f"passphrase of my signing subkey: {seed(6)}",
          f"gpg --batch --passphrase '{pw()}' -d konto-auszuege.tar.gpg")

    r.add("broker_login",
          f"Interactive Brokers login: user {pick('zhfinanz', 'reto_ibkr', 'lm_invest')}{digits(2)} / {pw()}",
          f"Swissquote: Benutzer {digits(7, lead=True)} Passwort {pw()}",
          f"IBKR paper trading account pw {rnd(ALNUM, 12)}",
          f"neon invest login pw {swiss_passphrase()}",
          f"Yuh app passcode {digits(6)}")

    r.add("ghostfolio_env_secrets",
          f"ghostfolio .env\nDATABASE_URL=postgresql://ghostfolio:{rnd(ALNUM, 24)}@postgres:5432/ghostfolio-db?connect_timeout=300&sslmode=prefer\nREDIS_PASSWORD={rnd(ALNUM, 24)}",
          f"ACCESS_TOKEN_SALT={rnd(ALNUM, 32)}\nJWT_SECRET_KEY={rnd(ALNUM, 48)}",
          f"postgres connection for the portfolio db: postgres://finanz:{pw()}@db.home.internal:5432/portfolio",
          f"Ghostfolio security token (to log in): {hexs(128)}")

    r.add("home_wifi_password",
          f"WLAN zuhause: SSID Sunrise_5G_{digits(4)} Passwort {rnd(ALNUM, 16)}",
          f"guest wifi pw {seed(3).replace(' ', '-')}{digits(2)}",
          f"WIFI:T:WPA;S:Finanzbude;P:{rnd(ALNUM, 20)};;",
          f"wifi for the node room (IoT vlan): {pw()}")

    r.add("exchange_withdrawal_password",
          f"Bitfinex withdrawal password: {pw()}",
          f"anti-phishing code Binance 'Zopf{digits(2)}' and fund password {digits(6)}",
          f"OKX trading password (6 digits): {digits(6)}",
          f"Kraken master key (for account recovery): {rnd(ALNUM + '!#%', 18)}",
          f"Kraken Global Settings Lock password: {swiss_passphrase()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("bitcoin_address",
          f"receive address for the DCA from Kraken: {bc1q()}",
          f"Taproot address of the cold wallet (index 3): {bc1p()}",
          f"old Mt.Gox era address, just for the record: 1{rnd(BASE58, 33)}",
          f"Donation address of the Swiss Bitcoin meetup: {bc1q()}",
          f"multisig vault address 3{rnd(BASE58, 33)} - balance check monthly",
          f"Adressen zum Beobachten:\n{bc1q()}\n{bc1q()}\n{bc1p()}")

    r.add("ethereum_address",
          f"my ETH address (public, for the Lido staking): {eth_address()}",
          f"USDC sent to {eth_address()} on Arbitrum, not mainnet!",
          f"Ledger ETH account 1: {eth_address()}",
          f"whitelisted withdrawal address on Kraken: {eth_address()}",
          f"contract of the token (check on etherscan): {eth_address()}")

    r.add("extended_public_key",
          f"zpub for the watch-only wallet in Sparrow: {xkey('zpub6')}",
          f"xpub of the Trezor account 0 (for Koinly import): {xkey('xpub6')}",
          f"BlueWallet watch-only -> {xkey('zpub6')}",
          f"xpub (public! ok to share with the tax guy): {xkey('xpub6')}",
          f"Ypub of the old nested segwit wallet: {xkey('ypub6')}")

    r.add("public_output_descriptor",
          f"wpkh([{fingerprint8()}/84h/0h/0h]{xkey('xpub6')}/0/*)#{descriptor_checksum()}",
          f"watch descriptor for Bitcoin Core:\ntr([{fingerprint8()}/86h/0h/0h]{xkey('xpub6')}/<0;1>/*)#{descriptor_checksum()}",
          f"2-of-3 multisig descriptor (public part, also printed in the Schliessfach): wsh(sortedmulti(2,[{fingerprint8()}/48h/0h/0h/2h]{xkey('xpub6')}/0/*,[{fingerprint8()}/48h/0h/0h/2h]{xkey('xpub6')}/0/*,[{fingerprint8()}/48h/0h/0h/2h]{xkey('xpub6')}/0/*))",
          f"importdescriptors '[{{\"desc\": \"wpkh([{fingerprint8()}/84h/0h/0h]{xkey('xpub6')}/1/*)#{descriptor_checksum()}\", \"timestamp\": \"now\", \"watchonly\": true}}]'")

    r.add("transaction_id",
          f"txid of the withdrawal from Kraken: {txid()}",
          f"mempool.space/tx/{txid()} - stuck with 3 sat/vB, do RBF if not confirmed by Monday",
          f"ETH tx hash 0x{hexs(64)} (staking deposit)",
          f"Transaktion für d Steuererklärung 2024: {txid()}, 0.0421 BTC",
          f"CPFP child tx {txid()} / parent {txid()}",
          f"the consolidation tx: {txid()}:1 is the change output")

    r.add("swiss_iban",
          f"Miete an Verwaltung: {ch_iban()}",
          f"my Sparkonto IBAN {ch_iban()} (ZKB)",
          f"IBAN for the Säule 3a transfer: {ch_iban()}",
          f"Kraken CHF deposit goes to {ch_iban()} with reference in the Verwendungszweck",
          f"Nadja's IBAN for splitting the Ferien costs: {iban('CH', '80808' + digits(12), spaced=False)}")

    r.add("age_recipient",
          f"age recipient for the backup script: {age_public_key()}",
          f"age -r {age_public_key()} -o finanzen.tar.age finanzen.tar",
          f"recipients.txt\n# laptop\n{age_public_key()}\n# nas\n{age_public_key()}",
          f"public key of the offline backup key: {age_public_key()} (the secret is on paper in the safe)",
          f"sops .sops.yaml: age: {age_public_key()}")

    r.add("pgp_fingerprint",
          f"my PGP fingerprint: {pgp_fpr()}",
          f"verify Sparrow release with key {pgp_fpr()} (the lead developer's signing key)",
          f"Bitcoin Core builder key fingerprint {pgp_fpr().replace(' ', '')}",
          f"gpg --recv-keys {pgp_fpr().replace(' ', '')[-16:]}",
          f"Fingerprint vom Steuerberater seinem Schlüssel: {pgp_fpr()}")

    r.add("exchange_order_id",
          f"Kraken order {kraken_order_id('O')} filled at 94,120 CHF",
          f"Kraken trade id {kraken_order_id('T')} and ledger entry {kraken_order_id('L')}",
          f"Binance orderId {digits(11, lead=True)} (limit buy BTC/USDT)",
          f"Coinbase order {uid()} cancelled, refund pending",
          f"Bitstamp order id {digits(10, lead=True)}, Kundensupport-Ticket #{digits(6)}",
          f"Binance clientOrderId web_{hexs(32)}")

    r.add("isin",
          f"VT alternative: Vanguard FTSE All-World, ISIN {isin('IE')}",
          f"SMI ETF ISIN {isin('CH')} - sparplan 500 CHF monthly",
          f"new bond position: {isin('CH')} at 101.25",
          f"ISINs for the 3a Strategie: {isin('CH')}, {isin('IE')}, {isin('LU')}",
          f"sold {isin('US')} for the tax loss (nope, no tax loss in CH...)")

    r.add("qr_bill_reference",
          f"Krankenkasse QR-Rechnung, Referenz {qr_reference_grouped()}",
          f"Steuerrechnung Kanton Zürich ref: {qr_reference_grouped()}",
          f"QR reference for the Strom bill: {qr_reference_grouped().replace(' ', '')}",
          f"creditor reference on the invoice: {scor_reference()}",
          f"Serafe Rechnung, Referenznummer {qr_reference_grouped()}, fällig 30.04.")

    r.add("ahv_number_masked",
          f"AHV-Nr. {ahv_masked()} (full number is on the insurance card)",
          f"Nadja AHV {ahv_masked()}",
          f"social security no. shown on the 3a statement: {ahv_masked()}",
          f"AHV {ahv_masked()} - for the Pensionskasse form, fill in from the Versicherungsausweis")

    r.add("masked_card_number",
          f"Visa ending {digits(4)} expires {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}, renew in the app",
          f"Debitkarte **** **** **** {digits(4)} gesperrt, neue kommt per Post",
          f"Revolut card •••• {digits(4)} used for the Kraken deposits",
          f"charged to Mastercard xxxx-xxxx-xxxx-{digits(4)}")

    r.add("seed_backup_location",
          "Seed of the Ledger is on the Cryptosteel in the Schliessfach, 24 words, passphrase only in my head",
          "where's what: seed plate A -> bank safe, seed plate B -> Mueter's Estrich, neither has the passphrase",
          "Remember to check the seed backup steel plate for rust once a year (next: March)",
          "the 12-word seed for BlueWallet is written on the card in the blue folder, NOT in the cloud",
          "Shamir backup (Trezor): 3 of 5 shares, share 1 safe, 2 Nadja, 3 office, 4 bank, 5 lawyer")

    r.add("password_rotation_reminder",
          "change the e-banking password before the 90 days run out (ZKB forces it)",
          "rotate the Kraken API key in June, the old one expires automatically",
          "new password policy for the NAS: min 16 chars, no reuse of the last 5",
          "Passwort vom Bitwarden ändere, het de Reto mal gseh",
          "reminder: new Binance keys every 6 months, delete the old ones after the bot runs 1 week")

    r.add("password_manager_reference",
          "Kraken API secret -> op://Private/Kraken API/credential",
          "the e-banking password is in Bitwarden under 'ZKB eBanking'",
          "1Password item 'Ledger PIN' in vault 'Finanzen' (shared with Nadja)",
          "emergency kit PDF printed, in the safe, next to the Testament",
          "keepass entry path: Finanzen/Exchanges/Binance (key file on the YubiKey stick)")

    r.add("env_var_reference",
          "BINANCE_API_SECRET=${BINANCE_API_SECRET}",
          "secret: ${{ secrets.KRAKEN_PRIVATE_KEY }}",
          "api_secret = os.environ['BYBIT_SECRET']",
          "RESTIC_PASSWORD_FILE=/run/secrets/restic_password",
          "export KRAKEN_API_KEY=$(pass show finance/kraken/key)")

    r.add("wallet_master_fingerprint",
          f"Trezor master fingerprint {fingerprint8()}, derivation m/84'/0'/0'",
          f"fingerprint after entering the passphrase must be {fingerprint8()} - if different, typo!",
          f"Coldcard XFP: {fingerprint8().upper()}",
          f"Sparrow keystore: {fingerprint8()} / m/48'/0'/0'/2'")

    r.add("lightning_node_pubkey",
          f"my node id: {lnd_pubkey()}@node.home.internal:9735",
          f"open channel to {lnd_pubkey()} (ACINQ-like, good liquidity)",
          f"Zeus node pubkey {lnd_pubkey()}",
          f"peer for the channel to the meetup node: {lnd_pubkey()}")

    r.add("exchange_api_key_masked",
          f"Kraken API key '...{rnd(ALNUM, 4)}' has Query Funds + Query Ledger, NO withdraw",
          f"Binance key ending {rnd(ALNUM, 6)}: IP whitelist 203.0.113.{secrets.randbelow(200) + 10}, spot trading only",
          f"Bybit key {rnd(ALNUM, 4)}**************, expires in 90 days",
          f"coinbase key name: organizations/.../apiKeys/{uid()[:8]}... (read-only)",
          "secret shown as ********************** in the dashboard - generate a new one if lost")

    r.add("software_checksum",
          f"sparrow-2.0.0-x86_64.tar.gz sha256 {hexs(64)}",
          f"Bitcoin Core 28.0 SHA256SUMS: {hexs(64)}  bitcoin-28.0-x86_64-linux-gnu.tar.gz",
          f"Ledger Live AppImage checksum ok: {hexs(64)}",
          f"electrum-4.5.8.tar.gz.asc verified, sha512 {hexs(128)}",
          f"Trezor firmware hash shown on device: {groups(hexs(64), 8)}")

    r.add("parcel_tracking_number",
          f"Ledger Flex shipment, Swiss Post: {swiss_post_tracking()}",
          f"Trezor DHL tracking JJD{digits(18)}",
          f"Coldcard from Canada, tracking {rnd(UPPER, 2)}{digits(9)}CA",
          f"Paket vo de Bank (neui Karte): {swiss_post_tracking()}")

    r.add("ssh_public_key",
          f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} finanz@laptop",
          f"authorized_keys on the node:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} umbrel-admin",
          f"deploy key (public) for the ghostfolio repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"host key fingerprint of nas.home.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")

    r.add("pin_settings_note",
          "Ledger: PIN set to 8 digits now, 3 wrong tries = reset, so don't let the kids play with it",
          "Trezor wipe code set up (different from the PIN), tested it in the simulator first",
          "change the card PIN at a ZKB Bancomat, not possible online",
          "TWINT PIN and phone PIN must be different - fixed it today",
          "Coldcard: enabled 'login countdown' 5 min and duress PIN, both in my head only")

    r.add("block_reference",
          f"halving block 840000 hash {block_hash()}",
          f"my first tx got confirmed in block {secrets.randbelow(100000) + 800000} ({block_hash()})",
          f"node synced to height {secrets.randbelow(50000) + 870000}, tip {block_hash()}",
          f"rescan from block hash {block_hash()}",
          f"wallet birthday: block {secrets.randbelow(60000) + 780000}, so rescan from there, not genesis")

    r.add("age_encrypted_file",
          f"the encrypted tax backup header, for reference:\n-----BEGIN AGE ENCRYPTED FILE-----\n{b64(b'age-encryption.org/v1' + secrets.token_bytes(96))}\n-----END AGE ENCRYPTED FILE-----",
          f"finanzen-2024.tar.age, sha256 {hexs(64)}, 1.2 GB, on B2 and the external disk",
          f"sops-encrypted value in secrets.yaml: ENC[AES256_GCM,data:{b64(secrets.token_bytes(24))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")

    r.add("lightning_channel_id",
          f"channel with the meetup node: short id {secrets.randbelow(60000) + 800000}x{secrets.randbelow(3000)}x{secrets.randbelow(3)}",
          f"channel point {txid()}:{secrets.randbelow(2)} - close cooperatively if fees drop",
          f"chan_id {digits(18, lead=True)}, capacity 2'000'000 sat, local balance 1.2M")

    r.add("company_uid_vat",
          f"Krankenkasse UID {che_uid()} MWST",
          f"broker's Swiss entity, acme Finanz AG UID {che_uid()}",
          f"Steuerberater Firma: {che_uid()}, MWST-Nr. {che_uid()} MWST",
          f"invoice from acme GmbH, UID {che_uid()}",
          f"Hausverwaltung acme Immobilien AG, {che_uid()} MWST")

    r.add("bank_routing_codes",
          "PostFinance BIC POFICHBEXXX, clearing 09000",
          "ZKB: BIC ZKBKCHZZ80A, BC-Nr. 700",
          f"Kraken SEPA: BIC {rnd(UPPER, 4)}DE{rnd(UPPER + DIGITS, 2)}XXX, reference {rnd(UPPER + DIGITS, 10)}",
          f"Clearing {pick('80808', '00762', '09000')} = my bank, Konto-Nr. shown in IBAN only")

    r.add("uuid_in_url",
          f"https://ghostfolio.home.internal/portfolio/activities?accountId={uid()}",
          f"Ghostfolio account id of the Kraken account: {uid()}",
          f"support ticket: https://support.acme.example/hc/requests/{digits(7)}",
          f"https://koinly.example/p/wallets/{uid()}/transactions?filter=unmatched",
          f"Koinly report (needs login): https://app.koinly.example/reports/{uid()}/capital-gains")

    r.add("hardware_serial_number",
          f"YubiKey 5C NFC serial {digits(8, lead=True)} (the backup one is in the safe)",
          f"Ledger Nano X serial {rnd(UPPER + DIGITS, 12)}",
          f"Trezor device id {hexs(24).upper()} - shown in Trezor Suite",
          f"Coldcard serial {rnd(UPPER + DIGITS, 12)}, bag number {rnd(UPPER, 2)}{digits(6)} checked, tamper seal ok",
          f"BitBox02 serial {rnd(UPPER + DIGITS, 10)}, bought at the shop in Zurich, receipt in the Ordner")

    r.add("finance_numbers_near_secret_words",
          "password strength: 20 chars, ~120 bits; pin length 8; max failed attempts 3",
          "key derivation: Argon2id, 64 MiB, 3 iterations, 4 lanes (Bitwarden KDF settings)",
          f"2FA enabled on Kraken, Binance, Coinbase, ZKB (as of {secrets.randbelow(28) + 1:02d}.03.2025)",
          "API key permissions matrix: query=yes, trade=bot only, withdraw=never",
          "Säule 3a contribution limit 2025: 7'258 CHF, secret tip: pay in before 20.12.")

    return r


def main() -> None:
    write_corpora("make_heldout188.py", [
        ("heldout188_credentials.yaml", credentials(), "Held-out batch 188: credentials a Zurich personal-finance hobbyist asks an assistant to remember (wallet PINs, seeds, exchange API keys, e-banking logins)"),
        ("heldout188_lookalikes.yaml", lookalikes(), "Held-out batch 188: the same persona's notes that look random but hold no secret (addresses, xpubs, txids, IBANs, ISINs, QR references)"),
    ])


if __name__ == "__main__":
    main()
