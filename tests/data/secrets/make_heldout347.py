# ruff: noqa: E501
"""Writes heldout347_credentials.yaml and heldout347_lookalikes.yaml: held-out batch 347.

Persona: the owner of a mobile-money agency (wakala) and phone shop in Dar es Salaam who
writes his notes in Swahili, Tanzanian street shorthand with a Sheng flavour, and English.
He keeps M-Pesa, Tigo Pesa and Airtel Money agent PINs, Selcom and AzamPay merchant API
keys, the Vodacom M-Pesa OpenAPI key, Flutterwave and Africa's Talking keys, the shop POS
login, the CCTV NVR admin password and Hik-Connect code, the shop Wi-Fi, a WhatsApp
Business (Cloud API) token, his NMB and CRDB bank app details, SIM PUKs, and the padlock,
safe and alarm codes; and many look-alikes: transaction ids, till and agent numbers, IMEIs,
ICCIDs, bank account numbers, TIN/VRN, EFD receipts, GePG control numbers, LUKU meters,
public keys, masked cards, used vouchers, expired OTPs and references to where a secret is
kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    b64,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

HEXUP = "0123456789ABCDEF"

MANENO = [
    "simba", "twiga", "chui", "tembo", "nyati", "kariakoo", "mbezi", "sinza", "kimara",
    "ubungo", "tegeta", "magomeni", "bagamoyo", "pemba", "unguja", "kilimanjaro", "pweza",
    "dagaa", "embe", "nazi", "pilau", "bajaji", "daladala", "boda", "mvua", "bahari",
    "msasani", "kigamboni", "mwenge", "buguruni",
]


def neno() -> str:
    """A password the owner made up himself: a place or animal, a sign, four digits."""
    w = secrets.choice(MANENO)
    return pick(
        f"{w.capitalize()}{pick('@', '#', '!', '_', '.')}{digits(4)}",
        f"{w}{digits(3)}{secrets.choice(MANENO).capitalize()}{pick('!', '$', '*')}",
        f"{w.upper()}{pick('-', '_')}{digits(2)}{rnd(LOWER, 3)}",
    )


def tz_phone(spaced: bool = True) -> str:
    body = f"7{pick('1', '4', '5', '6', '8')}{digits(1)}{digits(6)}"
    return f"+255 {body[:3]} {body[3:6]} {body[6:]}" if spaced else f"0{body}"


def selcom_key() -> str:
    return f"{pick('DUKANI', 'MTAANI', 'ACMESIMU', 'KKOO')}-{rnd(HEXUP, 16)}"


def selcom_secret() -> str:
    return hexs(32)


def azampay_secret() -> str:
    return b64(secrets.token_bytes(pick(256, 384)))


def vodacom_api_key() -> str:
    return rnd(ALNUM, 32)


def flw_secret() -> str:
    return f"FLWSECK-{hexs(32)}-X"


def flw_public() -> str:
    return f"FLWPUBK-{hexs(32)}-X"


def at_key() -> str:
    return "atsk_" + hexs(64)


def wa_token() -> str:
    return "EAA" + pick("G", "J", "B", "I") + rnd(ALNUM, pick(180, 196, 211))


def binance_key() -> str:
    return rnd(ALNUM, 64)


def hik_code() -> str:
    return rnd(UPPER, 6)


def mm_txn() -> str:
    return rnd(UPPER + DIGITS, 10)


def airtel_txn() -> str:
    return f"MP{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}.{digits(4)}.{rnd(UPPER, 1)}{digits(5)}"


def imei() -> str:
    return luhn(pick("35", "86", "35"), 15)


def iccid() -> str:
    return luhn("89255" + pick("04", "02", "05"), pick(19, 20))


def tin() -> str:
    return f"{digits(3, lead=True)}-{digits(3)}-{digits(3)}"


def vrn() -> str:
    return f"40-{digits(6)}-{rnd(UPPER, 1)}"


def gepg() -> str:
    return "99" + digits(10, lead=True)


def nida() -> str:
    y = 1970 + secrets.randbelow(30)
    return f"{y}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(5)}-{digits(5)}-{digits(2)}"


def container() -> str:
    """An ISO 6346 container number with its check digit."""
    owner = pick("MSKU", "MSCU", "CMAU", "TGHU", "HLXU")
    serial = digits(6)
    values = {}
    v = 10
    for c in UPPER:
        if v % 11 == 0:
            v += 1
        values[c] = v
        v += 1
    total = sum((values[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(owner + serial))
    return f"{owner}{serial}{total % 11 % 10}"


def hik_serial() -> str:
    model = pick("DS-7608NI-K2/8P", "DS-7216HQHI-K1", "DS-7104NI-Q1/4P")
    return f"{model}{digits(4)}20{pick('21', '22', '23')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}CCRR{rnd(UPPER, 1)}{digits(9)}WCVU"


def vodacom_pubkey() -> str:
    return "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA" + b64(secrets.token_bytes(522))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "mpesa_agent_pin",
        f"PIN ya wakala M-Pesa (line ya duka): {pin(4)}",
        f"mpesa agent pin mpya {pin(4)} — ile ya zamani nimeibadilisha jana, usimpe Juma",
        f"M-PESA WAKALA\nnamba ya siri\n{pin(4)}",
        f"oya kumbuka pin ya voda agent ni {pin(4)} ukishika kaunta kesho asubuhi",
        f"Vodacom agent PIN {pin(4)} (msaidizi anaijua, nitaibadilisha mwisho wa mwezi)",
    )

    r.add(
        "tigopesa_agent_pin",
        f"tigo wakala pin {pin(4)} #usisahau",
        f"Tigo Pesa wakala PIN: {pin(4)}",
        f"tigo pesa agent — pin {pin(4)}  simu ya Itel ya kaunta",
        f"pin ya tigopesa (mixx) nimebadili leo -> {pin(4)}",
        f"Mixx by Yas / Tigo Pesa\nsiri: {pin(4)}\nusiiandike kwenye daftari la mauzo",
    )

    r.add(
        "airtel_money_pin",
        f"AIRTEL MONEY (wakala)\n  pin -> {pin(4)}\n  msaidizi haijui hii",
        f"Airtel Money agent pin {pin(4)}",
        f"airtel money wakala: PIN = {pin(4)} (line ya 068)",
        f"PIN airtel mpya {pin(4)} bro, ya zamani imeblock baada ya kukosea mara 3",
        f"- voda: kwenye kichwa\n- tigo: kwenye kichwa\n- airtel money: {pin(4)}",
    )

    r.add(
        "vodacom_openapi_key",
        f"Vodacom M-Pesa OpenAPI (production) api key: {vodacom_api_key()}",
        f"openapi.m-pesa.com market vodacomTZN\nAPI_KEY={vodacom_api_key()}\nservice provider code {digits(6, lead=True)}",
        f"mpesa open api key kwa ajili ya website ya duka {vodacom_api_key()} usiweke kwenye github!!",
        f'{{"market": "vodacomTZN", "api_key": "{vodacom_api_key()}", "env": "openapi.m-pesa.com"}}',
        f"voda api key (sandbox haifanyi kazi, hii ni LIVE): {vodacom_api_key()}",
    )

    r.add(
        "selcom_api_credentials",
        f"Selcom apigw\nvendor TILL{digits(8, lead=True)}\napi key {selcom_key()}\napi secret {selcom_secret()}",
        f"SELCOM_API_KEY={selcom_key()}\nSELCOM_API_SECRET={selcom_secret()}\nSELCOM_IS_LIVE=true",
        f"selcom secret ya merchant (checkout) — {selcom_secret()}",
        f"Selcom walinitumia kwa email: key {selcom_key()} / secret {selcom_secret()}. Fundi wa website aweke kwenye .env tu",
        f"```php\n'selcom' => [\n    'api_key' => '{selcom_key()}',\n    'api_secret' => '{selcom_secret()}',\n],\n```",
    )

    r.add(
        "azampay_client_secret",
        f"azam pay secret ya production imebadilishwa tarehe 3, mpya ni:\n{azampay_secret()}",
        f"AzamPay app: DukaLaSimu\nclient secret:\n{azampay_secret()}",
        f"AZAMPAY_CLIENT_SECRET=\"{azampay_secret()}\"",
        f"azampay secret (ndefu sana, copy yote) {azampay_secret()}",
        f"azampay:\n  app_name: acme-simu\n  client_id: {uid()}\n  client_secret: {azampay_secret()}",
    )

    r.add(
        "flutterwave_secret_key",
        f"```js\nconst flw = new Flutterwave(process.env.FLW_PUBLIC_KEY, '{flw_secret()}');\n```",
        f"Flutterwave live secret key {flw_secret()}",
        f"FLW_SECRET_KEY={flw_secret()}",
        f"flutterwave sk (kwa kadi za wateja wa nje) — {flw_secret()} , public key iko kwenye checkout",
        f"rave secret: {flw_secret()}\n(public key haina shida, hii ndio ya siri)",
    )

    r.add(
        "africastalking_api_key",
        f"sms api (africastalking) ya kutuma ujumbe wa 'simu yako iko tayari': {at_key()}",
        f"Africa's Talking SMS (bulk sms za wateja)\nusername: acmesimu\napikey: {at_key()}",
        f"AT_API_KEY={at_key()}\nAT_USERNAME=dukani",
        f"africastalking key mpya {at_key()} — ile ya zamani imefutwa",
        f"africastalking.initialize('acmesimu', '{at_key()}')",
    )

    r.add(
        "whatsapp_cloud_token",
        f"WhatsApp Business API permanent token (system user):\n{wa_token()}",
        f"WHATSAPP_TOKEN={wa_token()}\nPHONE_NUMBER_ID={digits(15, lead=True)}",
        f"curl -X POST https://graph.facebook.com/v19.0/{digits(15, lead=True)}/messages -H 'Authorization: Bearer {wa_token()}' -d @ujumbe.json",
        f"token ya wa business (haiishi muda) {wa_token()}",
        f"meta token kwa ajili ya bot ya oda za simu: {wa_token()}",
    )

    r.add(
        "meta_app_secret",
        f"whatsapp webhook: X-Hub-Signature-256 inahakikiwa na app secret {hexs(32)}",
        f"Meta app secret (DukaBot): {hexs(32)}",
        f"FB_APP_SECRET={hexs(32)}  # inatumika kuverify webhook signature",
        f"app secret ya whatsapp app {hexs(32)} usiweke kwa frontend",
        f"developers.facebook.com > DukaBot > Basic\napp id {digits(16, lead=True)}\napp secret {hexs(32)}",
    )

    r.add(
        "telegram_bot_token",
        f"bot token\n{telegram_bot_token()}\n(kikundi cha mauzo ya kila siku)",
        f"bot ya telegram ya stock alerts: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}",
        f"BotFather imenipa token {telegram_bot_token()} kwa @acmesimu_bot",
        f"https://api.telegram.org/bot{telegram_bot_token()}/sendMessage?chat_id=-100{digits(10, lead=True)}",
    )

    r.add(
        "pos_login",
        f"POS ya duka\nuser: admin\npass: {neno()}",
        f"login ya POS (pos.acme-simu.internal) admin / {neno()}",
        f"pos password ya cashier Neema: {neno()}  (yeye ana role ya sales tu)",
        f"| mfumo | user | nenosiri |\n|---|---|---|\n| POS | mwenyeduka | {pw()} |",
        f"nimebadili pass ya POS leo > {neno()}",
    )

    r.add(
        "nvr_admin_password",
        f"CCTV NVR admin pass {neno()}",
        f"Hikvision NVR (192.168.1.64)\nuser admin\npassword {pw()}",
        f"fundi wa camera ameweka: admin / {neno()} — nibadilishe!!",
        f"nvr pass {neno()} kama app ya Hik-Connect ikiuliza",
        f"rtsp://admin:{neno()}@192.168.1.64:554/Streaming/Channels/101",
    )

    r.add(
        "hikconnect_verification_code",
        f"Hik-Connect\nSN ya NVR imeandikwa chini\nverification code: {hik_code()}",
        f"Hik-Connect verification code ya NVR: {hik_code()}",
        f"code ya kuadd camera kwenye app (iko chini ya NVR, nimeibandua) {hik_code()}",
        f"device verification code {hik_code()} — stream encryption",
        f"ezviz/hik code: {hik_code()}",
    )

    r.add(
        "shop_wifi_key",
        f"WiFi ya duka: ACME_SIMU_5G\npass: {neno()}",
        f"wifi pass {neno()}",
        f"WIFI:T:WPA;S:Duka-Kariakoo;P:{neno()};;",
        f"wifi ya ofisi (si ya wateja) -> {pw()}",
        f"wateja wakiuliza wifi mpe hii tu: {neno()}",
    )

    r.add(
        "router_admin_password",
        f"router ya vodacom 4G (mifi) admin pass {neno()} kama wifi ikizingua",
        f"router TTCL/Huawei admin page 192.168.8.1 pass: {pw()}",
        f"router login admin:{neno()}",
        f"Tenda router ya ofisi\nhttp://192.168.0.1\nnenosiri la admin {neno()}",
        f"admin pass ya modem mpya (nimebadilisha kutoka ile ya nyuma ya box) {pw()}",
    )

    r.add(
        "nmb_mkononi_pin",
        f"NMB Mkononi PIN {pin(4)}",
        f"nmb app pin: {pin(4)}",
        f"NMB\nacc ya biashara\nPIN ya mkononi {pin(4)}",
        f"pin ya nmb mkononi nimeibadilisha baada ya simu kuibiwa, sasa ni {pin(4)}",
        f"PIN ya NMB mkononi -> {pin(4)}, ukikosea mara 3 inajifunga",
    )

    r.add(
        "crdb_simbanking_login",
        f"CRDB SimBanking\nuser: {tz_phone(False)}\npassword: {neno()}",
        f"simbanking pin {pin(4)}",
        f"crdb internet banking (biashara) — login id ACME{digits(5)} pass {pw()}",
        f"CRDB app password mpya {neno()} (ya zamani iliexpire baada ya siku 90)",
        f"crdb token ya internet banking imepotea, nimetumia password {neno()} + OTP ya sms",
    )

    r.add(
        "atm_card_pin",
        f"pin ya kadi ya nmb ya mshahara {pin(4)} (nimeibadilisha ATM ya Posta)",
        f"ATM PIN kadi ya NMB {pin(4)}",
        f"pin ya kadi ya crdb (Temboocard) {pin(4)}",
        f"kadi ya Visa ya biashara\npin: {pin(4)}",
        f"ATM pin -> {pin(4)} (ya mama Neema, anaituma nimtolee)",
    )

    r.add(
        "sim_puk_code",
        f"PUK ya line ya wakala voda: {digits(8)}",
        f"puk code tigo 065.. {digits(8)}",
        f"line ya airtel imeblock, PUK {digits(8)} (nimeitoa kwenye kadi ya line)",
        f"PUK1 {digits(8)}\n(line ya 074, Vodacom)",
        f"puk ya line ya biashara (halotel) {digits(8)} ukikosea pin mara 3",
    )

    r.add(
        "padlock_code",
        f"kufuli ya namba ya geti la nyuma -> {pin(3)} (zungusha kulia)",
        f"kufuli ya mlango wa nyuma (ya namba) {pin(4)}",
        f"padlock ya stoo code {pin(3)}",
        f"kufuli ya shutter: {pin(4)}",
        f"code ya kufuli ya kabati la simu mpya {pin(4)}, usimwambie kijana wa zamu",
    )

    r.add(
        "safe_code",
        f"SEFU ya pesa (kaunta) code {pin(6)}",
        f"safe code mpya {pin(6)} #, ile ya zamani nimeifuta",
        f"kasha la chuma ofisini\ncode: {pin(6)}",
        f"sefu: {pin(6)} (mama anaijua pia)",
        f"safe ya float ya wakala -> {pin(6)}",
    )

    r.add(
        "alarm_code",
        f"alarm ya duka disarm code {pin(4)}",
        f"kengele (alarm) code ya kuzima {pin(4)} — kampuni ya ulinzi wakipiga simu waambie jina la duka tu",
        f"alarm panel\nuser code {pin(4)}\n(installer code fundi anayo)",
        f"ukifungua asubuhi zima alarm haraka: {pin(4)}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password ya POS (kutuma risiti kwa email) {app_password()}",
        f"app pass ya acmesimu@gmail (SMTP): {app_password()}",
        f"MAIL_PASSWORD=\"{app_password()}\"",
        f"google app password -> {app_password()} (kwa printer/scan to email)",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes (acmesimu@gmail):\n{recovery_codes(5, 'digits')}",
        f"backup codes za gmail, nimeprint nakala moja\n{recovery_codes(4, 'digits')}",
        f"google 2-step backup:\n{recovery_codes(6, 'digits')}",
        f"codes za kuingia gmail simu ikipotea: {recovery_codes(3, 'digits')}",
    )

    r.add(
        "totp_seed",
        f"Selcom portal 2FA secret (setup key): {groups(totp_seed(), 4)}",
        f"otpauth://totp/AzamPay:acmesimu?secret={totp_seed()}&issuer=AzamPay",
        f"authenticator setup key ya binance {totp_seed()} — kama simu ikipotea",
        f"2fa key ya facebook business manager\n{groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "database_url",
        f"DATABASE_URL=mysql://pos_user:{pw()}@db.acme-simu.internal:3306/duka_pos",
        f"db ya website ya duka: postgres://dukani:{neno()}@pg.duka.example:5432/shop",
        f"mysql -h 10.0.0.5 -u root -p'{pw()}' stock",
        f"DB_HOST=localhost\nDB_USERNAME=pos\nDB_PASSWORD={neno()}",
    )

    r.add(
        "vps_ssh_private_key",
        f"ssh key ya server ya website (id_ed25519) — usimpe mtu:\n{openssh_private()}",
        f"key ya fundi wa website kuingia VPS\n{openssh_private()}",
        f"{openssh_private()}\n^ hii ni ya root@shop.acme-simu.example",
        f"private key (backup ya laptop):\n{openssh_private()}",
    )

    r.add(
        "binance_api_secret",
        f"binance api (kwa p2p bot)\nkey: {binance_key()}\nsecret: {binance_key()}",
        f"BINANCE_API_SECRET={binance_key()}",
        f"binance secret key {binance_key()} — inaonekana mara moja tu, nimeicopy hapa",
        f"api secret ya binance ya usdt {binance_key()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"Trust Wallet (usdt) maneno 12:\n{seed_phrase(12)}",
        f"seed ya wallet: {seed_phrase(12)}",
        f"recovery phrase ya binance web3 wallet\n{seed_phrase(24)}",
        f"MANENO YA SIRI YA WALLET (usipige picha!!)\n{seed_phrase(12)}",
    )

    r.add(
        "social_media_login",
        f"instagram ya duka @acmesimu_tz pass {neno()}",
        f"IG: acmesimu_tz / {pw()}",
        f"tiktok ya duka\nemail acmesimu@duka.example\npassword {neno()}",
        f"insta pass mpya {neno()} (Sele ndiye anapost)",
    )

    r.add(
        "lipa_portal_password",
        f"M-Pesa Lipa portal (org portal) operator: mwenyeduka\npassword {pw()}",
        f"tigo pesa merchant portal login {neno()}",
        f"airtel money merchant web: user acme{digits(3)} pass {neno()}",
        f"selcom merchant dashboard pass {pw()} (email acmesimu@duka.example)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mobile_money_receipt",
        f"{mm_txn()} Imethibitishwa. Tsh{digits(2, lead=True)},000.00 imetumwa kwa JUMA ALLY {tz_phone(False)}",
        f"muamala wa tigo pesa TxnID {digits(12, lead=True)} umefanikiwa, salio jipya Tsh {digits(6, lead=True)}",
        f"airtel money Txn ID: {airtel_txn()} — mteja anasema hajapokea, nimepeleka kwa customer care",
        f"reversal ya muamala {mm_txn()} imekubaliwa leo",
        f"M-Pesa receipt {mm_txn()} (mteja aliweka kwa namba isiyo sahihi)",
    )

    r.add(
        "till_number",
        f"lipa namba airtel {digits(7, lead=True)} — ipo kwenye risiti za POS",
        f"LIPA NAMBA (voda) {digits(6, lead=True)} jina: ACME SIMU SHOP",
        f"tigo lipa namba ya duka {digits(7, lead=True)} — iko kwenye bango mlangoni",
        f"Selcom Lipa till TILL{digits(8, lead=True)}",
        f"wateja walipie hapa: M-Pesa {digits(6, lead=True)}, Airtel {digits(7, lead=True)}",
    )

    r.add(
        "agent_code",
        f"wakala CRDB code {digits(8, lead=True)} (fahari huduma)",
        f"namba ya wakala M-Pesa: {digits(6, lead=True)} (bango la nje)",
        f"agent no. tigo {digits(6, lead=True)} | airtel {digits(6, lead=True)}",
        f"super agent code ya NMB Wakala {digits(8, lead=True)}",
        f"mteja akiuliza agent number ni {digits(6, lead=True)}",
    )

    r.add(
        "customer_phone",
        f"mteja Rehema {tz_phone()} anadai simu yake ya Tecno ifikapo Ijumaa",
        f"fundi wa skrini: {tz_phone()}\nmsambazaji wa chaja: {tz_phone()}",
        f"piga kwa {tz_phone(False)} (Mzee Kassim) kuhusu deni",
        f"namba za wateja wa jumla\n- Halima {tz_phone(False)}\n- Baraka {tz_phone(False)}",
        f"customer care voda 100, tigo 100, yangu ya ofisi {tz_phone()}",
    )

    r.add(
        "imei_record",
        f"IMEI {imei()} blacklist check — iko safi, nimeinunua mtumba",
        f"IMEI ya simu iliyouzwa kwa Baraka: {imei()}",
        f"Samsung A15\nIMEI1 {imei()}\nIMEI2 {imei()}",
        f"simu iliyoibiwa dukani, IMEI {imei()} nimeripoti polisi Msimbazi",
        f"*#06# -> {imei()} (Tecno Spark 20, warranty miezi 6)",
    )

    r.add(
        "sim_iccid",
        f"ICC {iccid()} imebadilishwa (sim swap ya mteja, NIDA imehakikiwa)",
        f"ICCID ya line mpya ya voda {iccid()}",
        f"line zilizosajiliwa leo:\n{iccid()}\n{iccid()}",
        f"sim serial no {iccid()} (mteja alipoteza line, replacement)",
        f"batch ya line za airtel kuanzia {iccid()}",
    )

    r.add(
        "bank_account_number",
        f"mteja aweke deposit NMB {digits(11, lead=True)} jina ACME SIMU SHOP LTD, tawi Kariakoo",
        f"NMB acc ya biashara: {digits(11, lead=True)} (ACME SIMU SHOP)",
        f"CRDB a/c 01{digits(11)} tawi la Kariakoo",
        f"weka pesa ya mzigo kwenye akaunti {digits(13, lead=True)} CRDB, jina la msambazaji",
        f"account za kupokea malipo\nNMB {digits(11, lead=True)}\nCRDB 015{digits(10)}",
    )

    r.add(
        "tax_registration",
        f"BRELA reg no {digits(9, lead=True)} / TIN {tin()} — nakala kwenye faili la leseni",
        f"TIN ya biashara {tin()}",
        f"VRN {vrn()}\nTIN {tin()}",
        f"TRA wamesema nipeleke nakala ya TIN {tin()} na leseni",
        f"tin no. ya msambazaji (kwa risiti za VAT) {tin()}",
    )

    r.add(
        "efd_receipt",
        f"risiti ya TRA ya mteja: {rnd(UPPER + DIGITS, 11)} (verification code ni ya kuhakiki tu, ipo kwenye karatasi)",
        f"risiti ya EFD no. {digits(5, lead=True)} Z-report {digits(4, lead=True)} verification code {rnd(UPPER + DIGITS, 11)}",
        f"TRA VFD receipt RCT{digits(7, lead=True)} — verify.tra.go.tz/{rnd(UPPER + DIGITS, 11)}_{digits(6)}",
        f"z report ya leo: Z{digits(4, lead=True)} jumla Tsh {digits(7, lead=True)}",
        f"risiti ya mteja (warranty) RCT NO {digits(6, lead=True)}, ZNUM {digits(8, lead=True)}",
    )

    r.add(
        "gepg_control_number",
        f"TRA ada ya leseni control # {gepg()} (inaisha baada ya siku 7)",
        f"control number ya leseni ya biashara {gepg()}, Tsh 150,000, lipa kabla ya 30",
        f"kodi ya huduma (jiji) — namba ya malipo {gepg()}",
        f"GePG control no {gepg()} (TCRA/ mambo ya line)",
        f"bill ya DAWASA control number: {gepg()}",
    )

    r.add(
        "luku_meter_number",
        f"mita ya luku ya fremu: {digits(11, lead=True)} — mwenye nyumba anaiuliza",
        f"LUKU meter ya duka {digits(11, lead=True)}",
        f"namba ya mita ya umeme (ofisi) {groups(digits(11, lead=True), 4)}",
        f"nunua luku kwa meter {digits(11, lead=True)} ya nyumbani, units zimeisha",
        f"TANESCO meter no {digits(11, lead=True)} / akaunti {digits(9, lead=True)}",
    )

    r.add(
        "national_id",
        f"NIDA (msambazaji wa line) {nida()}, kwa usajili wa biometric",
        f"NIDA ya msaidizi (kwa mkataba): {nida()}",
        f"namba ya NIDA inahitajika kusajili line: mteja {nida()}",
        f"kitambulisho cha mpiga kura {rnd(UPPER, 1)}{digits(9)}",
        f"nida yangu {nida()} (kwa fomu ya CRDB)",
    )

    r.add(
        "masked_card_or_account",
        f"CRDB: umetoa Tsh {digits(6, lead=True)} kutoka a/c 015******{digits(4)}",
        f"kadi inayoishia **** {digits(4)} imekatwa Tsh {digits(5, lead=True)}",
        f"NMB a/c ****{digits(4)} salio Tsh {digits(7, lead=True)}",
        f"Visa xxxx-xxxx-xxxx-{digits(4)} exp {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')} (kadi mpya imefika)",
        f"pesa imeingia kwenye akaunti 01X{'*' * 7}{digits(3)}",
    )

    r.add(
        "expired_otp",
        f"tigo pesa OTP {digits(4)} — haikutumika, imeisha muda (dakika 3)",
        f"OTP {digits(6)} ya crdb — imeisha muda, nimeomba nyingine",
        f"NMB: code {digits(6)} imetumika (nimeingia tayari)",
        f"selcom imetuma code {digits(6)} lakini ilikuwa expired baada ya dakika 5",
        f"Your WhatsApp code: {digits(3)}-{digits(3)} — already used, namba imeverify",
    )

    r.add(
        "used_scratch_card",
        f"vocha ya voda {groups(digits(12, lead=True), 4)} imeshajazwa (mteja alisema haikufanya kazi, nimehakiki imetumika)",
        f"kadi za vocha zilizotumika leo: {digits(14, lead=True)}, {digits(14, lead=True)}",
        f"LUKU token {groups(digits(20, lead=True), 4, '-')} imeingizwa kwenye mita tayari",
        f"airtel vocha {digits(16, lead=True)} — used, nimemrudishia mteja pesa",
    )

    r.add(
        "env_var_reference",
        "SELCOM_API_SECRET=${{ secrets.SELCOM_API_SECRET }}",
        "azampay secret iko kwenye env: AZAMPAY_CLIENT_SECRET (usiiweke kwa code)",
        "const key = process.env.FLW_SECRET_KEY;\nconst token = process.env.WHATSAPP_TOKEN;",
        "env:\n  AT_API_KEY: ${AT_API_KEY}\n  BINANCE_API_SECRET: ${BINANCE_API_SECRET}",
        "vault kv get secret/duka/mpesa-openapi  # fundi ndiye ana access",
    )

    r.add(
        "secret_location_note",
        "pin ya voda agent siiandiki hapa, iko kichwani tu",
        "nenosiri la NVR liko kwenye daftari la bluu, droo ya chini",
        "wifi password imeandikwa nyuma ya router, usiibadilishe bila kuniambia",
        "code ya sefu: muulize mama, mimi sitaiandika kwenye simu",
        "password zote za POS ziko kwenye Bitwarden (folder: DUKA)",
    )

    r.add(
        "vodacom_public_key",
        f"M-Pesa OpenAPI public key (kutoka portal, ni ya wote):\n{vodacom_pubkey()}",
        f"MPESA_PUBLIC_KEY={vodacom_pubkey()}",
        f"public key ya vodacom — tunaitumia kuencrypt api key kupata session\n{vodacom_pubkey()}",
        f"sandbox public key ya openapi {vodacom_pubkey()}",
    )

    r.add(
        "flutterwave_public_key",
        f"flutterwave public key (inakaa kwenye checkout page): {flw_public()}",
        f"FLW_PUBLIC_KEY={flw_public()}",
        f'<script>FlutterwaveCheckout({{ public_key: "{flw_public()}", currency: "TZS" }})</script>',
        f"pk ya rave (public) {flw_public()}",
    )

    r.add(
        "whatsapp_business_ids",
        f"WhatsApp phone number ID {digits(15, lead=True)}\nWABA ID {digits(15, lead=True)}",
        f"business manager id {digits(16, lead=True)} (si siri, meta wameuliza)",
        f"wa.me/255{digits(9, lead=True)} link ya oda kwenye bango",
        f"template id ya ujumbe wa 'oda_imefika' {digits(16, lead=True)}",
    )

    r.add(
        "nvr_serial_firmware",
        f"NVR serial {hik_serial()}",
        f"Hikvision NVR\nmodel/serial: {hik_serial()}\nfirmware V4.{pick('30', '61', '74')}.{digits(3)} build {pick('22', '23', '24')}{digits(4)}",
        f"warranty ya camera: serial {hik_serial()} kwa fundi",
        f"camera IP {pick('DS-2CD1023G0E-I', 'DS-2CE16D0T-IRF')} S/N {rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "rtsp_stream_path",
        "rtsp://192.168.1.64:554/Streaming/Channels/101 (channel 1, kaunta)",
        "stream za camera: /Streaming/Channels/201, 301, 401 (sub stream 102)",
        "app ya Hik-Connect -> add by IP 192.168.1.64 port 8000, user ni admin",
        "onvif port 80, http 80, rtsp 554, server port 8000",
    )

    r.add(
        "mac_address_list",
        f"MAC za vifaa vilivyoruhusiwa kwenye wifi:\nPOS {mac()}\nprinter {mac(upper=True)}",
        f"router LAN MAC {mac('-', upper=True)}",
        f"NVR mac {mac()} — fundi aliweka static IP 192.168.1.64",
        f"block mac {mac()} (simu ya mteja ilikuwa inatumia wifi ya ofisi)",
    )

    r.add(
        "firmware_checksum",
        f"firmware ya NVR: digicap.dav sha256 {hexs(64)}",
        f"POS update pos-2.{digits(1)}.{digits(1)}.apk md5 {hexs(32)}",
        f"md5sum ya flash file ya tecno (stock rom) {hexs(32)}",
        f"sha1 ya zip ya firmware {hexs(40)}",
    )

    r.add(
        "software_version",
        f"POS version 3.{digits(1)}.{digits(2)} build {hexs(7)}",
        f"website ya duka commit {hexs(40)} ndio iko live",
        f"git log -1 --oneline\n{hexs(7)} rekebisha bei za simu",
        f"M-Pesa app ya wakala v{digits(1, lead=True)}.{digits(2)}.{digits(1)}, android {pick('12', '13', '14')}",
    )

    r.add(
        "uuid_link",
        f"invoice ya AzamPay: https://checkout.acme-simu.example/pay/{uid()}",
        f"link ya oda ya mteja https://duka.example/oda/{uid()}",
        f"selcom order_id {uid()} (status: COMPLETED)",
        f"request id {uid()} — error 500 kutoka api.acme.test, nimemtumia fundi",
    )

    r.add(
        "shipment_tracking",
        f"mzigo wa simu kutoka Guangzhou, container {container()} bandari ya Dar",
        f"DHL waybill {digits(10, lead=True)} (spea za skrini)",
        f"B/L no. {pick('MEDU', 'MAEU', 'CMDU')}{digits(7, lead=True)} — clearing agent ana nakala",
        f"EMS tracking {rnd(UPPER, 2)}{digits(9)}CN",
        f"parcel ya Kilimanjaro Express (basi) risiti {digits(6, lead=True)} kwenda Arusha",
    )

    r.add(
        "supplier_invoice",
        f"invoice no. INV-{digits(5, lead=True)} kutoka Kariakoo Wholesale, Tsh {digits(7, lead=True)}",
        f"proforma PI{pick('24', '25')}{digits(5)} ya chaja 200pcs",
        f"deni la msambazaji (oda #{digits(6, lead=True)}) — nalipa Jumamosi",
        f"LPO {digits(4, lead=True)}/{pick('2024', '2025')} imesainiwa",
    )

    r.add(
        "product_barcode",
        f"barcode ya chaja ya Oraimo {ean13('620')}",
        f"EAN {ean13('69')} — kava za iPhone 13 (box la bluu)",
        f"stock count\n{ean13('69')} x12\n{ean13('620')} x4",
        f"bidhaa mpya kwenye POS: sku SMU-{digits(4)} barcode {ean13('69')}",
    )

    r.add(
        "travel_booking",
        f"Precision Air booking ref {rnd(UPPER, 6)} DAR-MWZ",
        f"tiketi ya SGR Dar-Moro PNR {digits(10, lead=True)}",
        f"Azam Marine booking no. {rnd(UPPER + DIGITS, 8)} kwenda Unguja",
        f"ATCL ticket 1972{digits(9)} (mkutano wa wakala Arusha)",
    )

    r.add(
        "float_and_commission",
        f"float ya asubuhi: voda {digits(7, lead=True)}, tigo {digits(6, lead=True)}, airtel {digits(6, lead=True)}, cash {digits(7, lead=True)}",
        f"kamisheni ya mwezi: M-Pesa Tsh {digits(6, lead=True)} / Tigo {digits(6, lead=True)} (tarehe 0{secrets.randbelow(9) + 1}/0{secrets.randbelow(9) + 1}/2025)",
        f"mauzo ya leo {digits(7, lead=True)}, matumizi {digits(5, lead=True)}, faida ~{digits(6, lead=True)}",
        f"kodi ya fremu Tsh {digits(6, lead=True)} kila mwezi, mkataba unaisha 31/12/2026",
        f"salio la mwisho wa siku (z) {digits(8, lead=True)} / 2 = mgawanyo",
    )

    r.add(
        "ssh_host_fingerprint",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)?",
        f"fingerprint ya server ya website: {ssh_fingerprint()} (kama ikibadilika niambie)",
        f"authorized_keys ya fundi:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} fundi@laptop",
        f"public key yangu (ni salama kumpa fundi) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mwenyeduka@pc",
    )

    r.add(
        "device_serial",
        f"laptop ya ofisi S/N {rnd(UPPER + DIGITS, 10)}",
        f"printer ya risiti (Xprinter) serial XP{digits(10, lead=True)}",
        f"iPhone ya mteja serial {rnd(UPPER + DIGITS, 12)} (iCloud lock, hatuifungui)",
        f"EFD machine serial {rnd(UPPER, 2)}{digits(8)} ya TRA",
    )

    return r


def main() -> None:
    write_corpora("make_heldout347.py", [
        ("heldout347_credentials.yaml", credentials(), "Held-out batch 347: credentials a mobile-money agent and phone-shop owner in Dar es Salaam keeps (M-Pesa, Tigo Pesa and Airtel agent PINs, Selcom, AzamPay, Vodacom OpenAPI, Flutterwave, WhatsApp, POS, NVR, Wi-Fi, NMB, CRDB, safe and padlock codes and more)"),
        ("heldout347_lookalikes.yaml", lookalikes(), "Held-out batch 347: a Dar es Salaam phone shop's transaction ids, till and agent numbers, IMEIs, ICCIDs, account numbers, public keys, masked cards, used vouchers and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
