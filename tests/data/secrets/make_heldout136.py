# ruff: noqa: E501
"""Writes heldout136_credentials.yaml and heldout136_lookalikes.yaml: held-out batch 136.

Persona: the owner of a small textile (kumaş, nevresim, havlu) shop in Istanbul's Mahmutpaşa
who also sells on Trendyol, Hepsiburada and a small WooCommerce site that a nephew set up.
Writes to the assistant in informal Turkish, often without Turkish letters, mixing in English
words; keeps bank logins and PINs (Ziraat, Garanti BBVA), e-Devlet and GİB portal passwords,
marketplace and cargo integration logins, iyzico keys, shop alarm/safe codes and Instagram 2FA
backups, next to a lot of order, invoice, cargo and barcode numbers that are not secret.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

TR_WORDS = ["Kumas", "Ipek", "Pamuk", "Keten", "Bulut", "Deniz", "Yildiz", "Lale", "Nar",
            "Kartal", "Bogaz", "Galata", "Saten", "Kadife", "Havlu", "Dantel", "Cicek", "Zeytin"]
PLATE_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ"
SEED_WORDS = ["garden", "orbit", "velvet", "cotton", "anchor", "silent", "copper", "lemon",
              "harbor", "timber", "rocket", "pencil", "mirror", "saddle", "violin", "wheat",
              "canyon", "falcon", "glove", "island", "jungle", "ladder", "marble", "nephew"]


def tr_pw() -> str:
    """A password this shop owner would pick, or one a phone's manager suggested."""
    return pick(
        f"{pick(*TR_WORDS)}{digits(4)}{pick('!', '.', '*', '?')}",
        f"{pick(*TR_WORDS).lower()}.{pick(*TR_WORDS).lower()}{digits(2)}",
        rnd(ALNUM + "!.*", 12),
        f"{pick(*TR_WORDS)}_{digits(3)}_{rnd(UPPER, 2)}",
        f"{pick(*TR_WORDS)}{pick(*TR_WORDS)}{digits(2)}#",
    )


def pin(n: int = 6) -> str:
    return digits(n)


def tc_masked() -> str:
    return pick(f"{digits(2, lead=True)}*******{digits(2)}", f"{digits(3, lead=True)}******{digits(2)}", f"*********{digits(2)}")


def vkn() -> str:
    return digits(10, lead=True)


def tr_iban(bank: str = "00010", spaced: bool = True) -> str:
    return iban("TR", bank + "0" + digits(16), spaced)


def tr_phone() -> str:
    return f"0{pick('532', '533', '535', '542', '505', '555', '212')} {digits(3)} {digits(2)} {digits(2)}"


def efatura_no(prefix: str = "") -> str:
    return f"{prefix or rnd(UPPER, 3)}{pick('2024', '2025')}{digits(9)}"


def plate() -> str:
    return f"34 {''.join(secrets.choice(PLATE_LETTERS) for _ in range(pick(2, 3)))} {digits(pick(3, 4), lead=True)}"


def sku() -> str:
    return f"{pick('NEV', 'HAV', 'KMS', 'PIK', 'ORT')}-{pick('PMK', 'SAT', 'KTN', 'RNF')}-{digits(3)}-{pick('BYZ', 'KRM', 'LCV', 'GRI', 'ANT')}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32), 4)


def credentials() -> Rows:
    r = Rows()

    p = tr_pw()
    r.add("edevlet_password",
          f"e-devlet sifrem {p}  (tc ile giris)",
          f"e-Devlet şifresi değişti, yenisi:\n{tr_pw()}\nnot: sistem 6 ayda bir değiştir diyo",
          f"annemin e-devletini de ben takip ediyom, onun şifre {tr_pw()} — benimki hala {p}",
          f"edevlet giriş -> TC {digits(11, lead=True)} / {tr_pw()}")

    r.add("ziraat_internet_banking_password",
          f"Ziraat internet şubesi\nmüşteri no: {digits(8, lead=True)}\nşifre: {pin(6)}",
          f"ziraat internet sube sifresini yeniledim {pin(6)} bunu unutursam subeye gitmem lazim",
          f"Ziraat kurumsal internet: kullanıcı {digits(8, lead=True)}, parola {tr_pw()} (dükkan hesabı)")

    r.add("ziraat_mobile_pin",
          f"Ziraat mobil giriş pin {pin(6)}",
          f"ziraat mobil uygulama sifre: {pin(6)} (telefon degisince tekrar lazim olcak)",
          f"Yeni telefona Ziraat Mobil kurdum, giriş şifresi {pin(6)} yaptım, eski {pin(6)} idi")

    r.add("garanti_internet_banking_password",
          f"Garanti BBVA internet\nTCKN ile giriş\nşifre {pin(6)}",
          f"garanti bbva internet bankaciligi parolasi = {pin(6)}   // ticari hesap icin ayri: {pin(6)}",
          f"Garanti BBVA Online: müşteri no {digits(8, lead=True)} / parola {pin(6)}. Sms onayı benim telefona geliyor.")

    r.add("garanti_mobile_pin",
          f"garanti bbva mobil sifresi {pin(6)}",
          f"BBVA app pin -> {pin(6)}\n(parmak izi bazen calismiyo o yuzden yazdim)",
          f"Garanti mobil: {pin(6)} . eşimin telefonundaki Garanti mobil: {pin(6)}")

    r.add("bank_card_pin",
          f"Ziraat bankkart şifresi {pin(4)}",
          f"Garanti debit kart PIN: {pin(4)}\nBonus kredi kartı PIN: {pin(4)}",
          f"kartın sifresi {pin(4)} atmda degistirdim bugun",
          f"ATM'den para çekerken lazım: ticari kart pin {pin(4)}")

    n1 = luhn("5400")
    r.add("credit_card_with_cvv",
          f"Bonus Business kart\n{groups(n1, 4)}\nSKT {card_expiry()}  CVV {digits(3)}",
          f"trendyol reklam odemesi icin kart: {luhn('9792')} son kul {card_expiry()} cvc {digits(3)}",
          f"Ziraat Bankkart Combo {groups(luhn('4')[:16], 4)} - {card_expiry()} - guvenlik kodu {digits(3)}")

    r.add("trendyol_seller_password",
          f"Trendyol satıcı paneli\npartner paneli\nmail: magaza@kumasdunyasi.example\nşifre: {tr_pw()}",
          f"trendyol partner sifre {tr_pw()} (eleman da giriyo, ona ayri kullanici actim: sifresi {tr_pw()})",
          f"Trendyol seller login: kumasdunyasi / {tr_pw()}")

    r.add("trendyol_api_credentials",
          f"Trendyol entegrasyon bilgileri (Hesap Bilgilerim > Entegrasyon Bilgileri)\nSatıcı ID: {digits(6, lead=True)}\nAPI Key: {rnd(ALNUM, 20)}\nAPI Secret: {rnd(ALNUM, 20)}",
          f"yeğen için: trendyol api secret {rnd(ALNUM, 20)} , key {rnd(ALNUM, 20)} , supplierId {digits(6, lead=True)}",
          f"TRENDYOL_API_KEY={rnd(ALNUM, 20)}\nTRENDYOL_API_SECRET={rnd(ALNUM, 20)}\nTRENDYOL_SUPPLIER_ID={digits(6, lead=True)}")

    r.add("hepsiburada_seller_password",
          f"HB merchant panel sifre: {tr_pw()}",
          f"Hepsiburada satıcı paneli girişi\nkullanıcı: info@kumasdunyasi.example\nparola {tr_pw()}\n(sms doğrulama benim numaraya)",
          f"hepsiburada sifresini unuttum yeniledim -> {tr_pw()}")

    r.add("hepsiburada_integration_password",
          f"Hepsiburada entegrasyon: merchantId {uid()} , servis kullanıcı adı kumasdunyasi_dev , servis şifresi {rnd(ALNUM, 16)}",
          f"HB api basic auth user {uid()} pass {rnd(ALNUM + '!', 14)}",
          f"hepsiburada listing api icin sifre: {rnd(ALNUM, 18)} (merchant id ile beraber kullaniliyo)")

    r.add("gib_earsiv_portal_password",
          f"GİB e-Arşiv portal\nkullanıcı kodu: {digits(8, lead=True)}\nşifre: {tr_pw()}",
          f"earsiv portal -> kod {digits(8, lead=True)} sifre {rnd(ALNUM, 8)}",
          f"e-fatura portal sifresi degisti, yeni: {tr_pw()} (muhasebeci de biliyo)")

    r.add("interaktif_vergi_dairesi_password",
          f"İnteraktif Vergi Dairesi (ivd) şifre {tr_pw()} , parola {rnd(ALNUM, 8)}",
          f"ivd girisi: TC + sifre {rnd(LOWER + DIGITS, 8)}\nbeyanname kontrolu icin",
          f"vergi dairesi internet şifresi: {tr_pw()}")

    r.add("efatura_integrator_password",
          f"e-fatura entegratör paneli (portal.efaturam.example)\nuser: kumasdunyasi\npass: {tr_pw()}",
          f"entegrator web servis sifresi {rnd(ALNUM, 12)} , kullanici adi {vkn()}_ws",
          f"<add key=\"EFaturaUser\" value=\"{vkn()}\" />\n<add key=\"EFaturaPassword\" value=\"{rnd(ALNUM + '!*', 12)}\" />")

    r.add("pos_admin_password",
          f"yazarkasa POS yönetici şifresi {pin(4)}  kasiyer: {pin(4)}",
          f"Beko 300TR admin menu sifresi: {pin(6)}\nservis teknisyeni soylemisti, degistirmedim",
          f"POS cihazı z raporu için müdür şifresi {pin(4)}",
          f"ingenico pos ayarlar -> parola {pin(6)}")

    r.add("shop_alarm_code",
          f"dükkan alarm kodu {pin(4)}",
          f"alarmı kurmak/kapatmak: {pin(4)} + #\npanik kodu (zorla actirirlarsa): {pin(4)}",
          f"Alarm kodunu değiştirdim, yeni kod {pin(6)} — çıraklar eskisini biliyodu",
          f"depo alarmi {pin(4)}, dukkan alarmi {pin(4)}")

    r.add("safe_combination",
          f"kasa sifresi {pin(6)}",
          f"çelik kasa kombinasyonu: sağa {secrets.randbelow(99)} - sola {secrets.randbelow(99)} - sağa {secrets.randbelow(99)}",
          f"Ofisteki para kasası elektronik, kod {pin(6)} sonra yeşil tuş. Yedek anahtar evde.")

    r.add("wifi_password",
          f"wifi: KumasDunyasi_5G\nsifre: {tr_pw()}",
          f"musteri soruyo wifi sifresi {rnd(LOWER + DIGITS, 10)} (misafir agi)",
          f"dükkan internet şifresi {tr_pw()} , depo: {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:Mahmutpasa_Magaza;P:{tr_pw()};;")

    r.add("instagram_password",
          f"instagram @kumasdunyasi.ist sifre {tr_pw()}",
          f"Instagram business hesabı\nkullanıcı adı: kumasdunyasi.ist\nşifre: {tr_pw()}\nmail: insta@kumasdunyasi.example",
          f"insta sifresini degistirdim hacklemeye calismislar, yeni sifre {tr_pw()}")

    codes8 = "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5))
    r.add("instagram_backup_codes",
          f"Instagram yedek kodlar (2FA):\n{codes8}",
          f"insta backup kodlari: {', '.join(digits(8) for _ in range(4))} (kullandiklarimi sil)",
          f"Instagram kurtarma kodu {digits(4)} {digits(4)} — telefon kaybolursa bununla gir")

    r.add("instagram_totp_seed",
          f"insta 2FA kurarken verdiği anahtar: {totp_seed()}\n(google authenticator'a manuel ekle)",
          f"otpauth://totp/Instagram:kumasdunyasi.ist?secret={rnd(BASE32, 32)}&issuer=Instagram",
          f"authenticator kurulum kodu (instagram) {rnd(BASE32, 32)}")

    r.add("iyzico_api_keys",
          f"iyzico canlı anahtarlar\nAPI Anahtarı: {rnd(ALNUM, 32)}\nGüvenlik Anahtarı: {rnd(ALNUM, 32)}",
          f"IYZICO_API_KEY=sandbox-{rnd(ALNUM, 32)}\nIYZICO_SECRET_KEY=sandbox-{rnd(ALNUM, 32)}\nIYZICO_BASE_URL=https://sandbox-api.iyzipay.example",
          f"woocommerce iyzico eklentisi: api key {rnd(ALNUM, 32)} secret key {rnd(ALNUM, 32)} (yeğen kurdu)",
          f"options.setApiKey(\"{rnd(ALNUM, 32)}\");\noptions.setSecretKey(\"{rnd(ALNUM, 32)}\");")

    r.add("iyzico_merchant_panel_password",
          f"iyzico merchant panel: merchant.iyzipay.example, mail odeme@kumasdunyasi.example, sifre {tr_pw()}",
          f"iyzico panel sifresi {tr_pw()}")

    r.add("accountant_portal_password",
          f"Muhasebeci Hakan Bey'in portalı (mali.acme.example)\nkullanıcı: KD{digits(4)}\nşifre: {tr_pw()}",
          f"muhasebe portal sifre {tr_pw()} — evraklari oraya yukluyom",
          f"Hakan bey yeni şifre gönderdi whatsapptan: {rnd(ALNUM, 10)} ilk girişte değiştir dedi")

    r.add("yurtici_integration_password",
          f"Yurtiçi Kargo entegrasyon\nwsUserName: KUMASDNY{digits(3)}\nwsPassword: {rnd(ALNUM, 10)}\nwsLanguage: TR",
          f"yurtici kargo api sifresi {rnd(ALNUM, 12)}, kullanici {digits(7, lead=True)}GN",
          f"YK gonderi entegrasyonu icin trendyolda istedigi sifre: {rnd(LOWER + DIGITS, 10)}")

    r.add("aras_integration_password",
          f"Aras Kargo entegrasyon\nUsername: kumasdunyasi\nPassword: {rnd(ALNUM, 12)}\nMüşteri kodu: {digits(10, lead=True)}",
          f"aras setorder servisi sifre {rnd(ALNUM, 10)}",
          f"<UserName>kumasdunyasi</UserName>\n<Password>{rnd(ALNUM + '*', 12)}</Password>")

    r.add("gmail_app_password",
          f"mail programı için google uygulama şifresi: {app_password()}",
          f"gmail app password (outlook'a kurdum) {app_password().replace(' ', '')}",
          f"yegenin istedigi smtp sifresi -> {app_password()}")

    r.add("shop_email_password",
          f"info@kumasdunyasi.example mail şifresi {tr_pw()}",
          f"Kurumsal mail (mail.kumasdunyasi.example) — siparis@ hesabı parola: {tr_pw()}",
          f"eski hotmail: kumasci_{digits(2)}@hotmail.example sifre {tr_pw()}")

    r.add("modem_admin_password",
          f"modem arayüzü 192.168.1.1 admin / {rnd(ALNUM, 10)}",
          f"TurkTelekom modem yonetici sifresi: {rnd(LOWER + DIGITS, 8)} (altindaki etiketteki degil, degistirdim)",
          f"superonline modem admin sifre {tr_pw()}")

    r.add("whatsapp_business_pin",
          f"WhatsApp Business iki adımlı doğrulama PIN: {pin(6)}",
          f"wp business 2 adimli dogrulama kodu {pin(6)} telefon degisirse sorar")

    r.add("woocommerce_admin_password",
          f"site admin paneli kumasdunyasi.example/wp-admin\nkullanıcı: yonetici\nşifre: {rnd(ALNUM + '!@#$', 16)}",
          f"wordpress girisi admin / {tr_pw()} (yeğen degistirme dedi)",
          f"eticaret sitesi yonetim sifresi {rnd(ALNUM + '()!', 18)}")

    r.add("woocommerce_rest_keys",
          f"WooCommerce REST API\nConsumer key: ck_{hexs(40)}\nConsumer secret: cs_{hexs(40)}",
          f"trendyol-woo senkron eklentisi icin: ck_{hexs(40)} / cs_{hexs(40)}",
          f"curl https://kumasdunyasi.example/wp-json/wc/v3/orders -u ck_{hexs(40)}:cs_{hexs(40)}")

    r.add("hosting_cpanel_password",
          f"hosting cpanel: kumasdunyasi.example:2083 kullanıcı kumasdny şifre {rnd(ALNUM + '!#', 14)}",
          f"Hosting firması panel girişi\nuser kumasdnyc\npass {tr_pw()}")

    r.add("ftp_password",
          f"ftp bilgileri: host ftp.kumasdunyasi.example user kumasdny pass {rnd(ALNUM, 12)} port 21",
          f"FileZilla: sftp://kumasdny@kumasdunyasi.example  sifre {rnd(ALNUM + '-_', 14)}")

    r.add("database_connection_string",
          f"yeğenin yazdığı: DB_PASSWORD='{rnd(ALNUM + '!#', 16)}' DB_USER='kumas_wp' DB_HOST='localhost'",
          f"mysql://kumas_wp:{rnd(ALNUM, 16)}@db.kumasdunyasi.internal:3306/kumas_wp",
          f"define( 'DB_PASSWORD', '{rnd(ALNUM + '@!%', 18)}' );")

    r.add("domain_registrar_password",
          f"domain firması (alan adı kumasdunyasi.example) müşteri no {digits(7, lead=True)} şifre {tr_pw()}",
          f"alan adi transfer kodu (EPP): {rnd(ALNUM + '!*', 12)}",
          f"domain panel sifre {tr_pw()} , yenileme her mart")

    r.add("cctv_dvr_password",
          f"kamera kayıt cihazı (DVR) admin şifre {rnd(ALNUM, 10)}",
          f"telefondan kameralara bakmak için uygulama: kullanıcı admin, parola {tr_pw()}, cihaz seri no {rnd(UPPER + DIGITS, 9)}",
          f"DVR sifresi degisti -> {rnd(LOWER + DIGITS, 8)} , eski {rnd(LOWER + DIGITS, 8)}")

    r.add("sgk_isveren_password",
          f"SGK işveren sistemi\nkullanıcı adı {digits(11, lead=True)}\nsistem şifresi {rnd(ALNUM, 8)}\nişyeri şifresi {rnd(ALNUM, 8)}",
          f"ebildirge sifre {rnd(LOWER + DIGITS, 8)} (eleman girisi icin)",
          f"sgk isyeri sifresi {rnd(ALNUM, 6)} kullanici kodu {digits(3)}")

    r.add("mali_muhur_pin",
          f"mali mühür PIN {pin(6)}",
          f"e-imza kartın pin kodu {pin(6)} , PUK {digits(8)}",
          f"Mali mühür USB takınca sorulan şifre: {pin(6)} 3 kere yanlış girme bloke oluyo")

    r.add("gsm_operator_password",
          f"Turkcell online işlemler şifresi {pin(6)}",
          f"hat sifresi (musteri hizmetleri soruyo) {pin(4)}",
          f"Vodafone Yanımda giriş şifresi {tr_pw()} — dükkan hattı {tr_phone()}")

    r.add("sim_puk_code",
          f"sim kart PUK {digits(8)} PIN {pin(4)}",
          f"dükkan telefonu puk kodu: {digits(8)}")

    r.add("facebook_business_password",
          f"Facebook iş hesabı (meta business) şifre {tr_pw()}",
          f"meta business suite girisi: kumasdunyasi@mail.example / {tr_pw()}\nreklamlar buradan")

    r.add("n11_seller_password",
          f"n11 mağaza paneli şifre {tr_pw()}",
          f"n11 api key {uid()} api secret {rnd(ALNUM, 16)} (yeni acildi)",
          f"n11 satıcı: kullanıcı kumasdunyasi, parola {tr_pw()}")

    r.add("amazon_seller_password",
          f"Amazon TR satıcı merkezi şifresi {tr_pw()}",
          f"sellercentral girisi sifre {rnd(ALNUM + '!', 14)} + authenticator")

    r.add("garanti_virtual_pos_credentials",
          f"Garanti sanal POS\nTerminal ID: {digits(8, lead=True)}\nProvaut şifresi: {rnd(ALNUM + '/', 10)}\n3D Store Key: {rnd(ALNUM, 24)}",
          f"sanal pos store key {rnd(ALNUM, 24)}, prov kullanici PROVAUT sifre {rnd(ALNUM, 12)}",
          f"GARANTI_STOREKEY={rnd(ALNUM, 24)}\nGARANTI_PROV_PASSWORD={rnd(ALNUM + '/', 10)}")

    r.add("laptop_login_password",
          f"dükkan laptopu windows şifresi {tr_pw()}",
          f"kasadaki bilgisayarin sifresi {pin(4)} (pin ile aciliyo)",
          f"muhasebe bilgisayarı: Administrator / {tr_pw()}")

    r.add("icloud_password",
          f"apple id şifre {tr_pw()}",
          f"iCloud: dukkan.ipad@icloud.example sifre {tr_pw()}\nipad'in ekran kodu {pin(6)}")

    r.add("crypto_wallet_seed",
          f"cüzdan kelimeleri (kimseye verme!!):\n{phrase(SEED_WORDS, 12)}",
          f"trust wallet yedek: {phrase(SEED_WORDS, 12)}",
          f"kripto seed {phrase(SEED_WORDS, 24)}")

    r.add("exchange_api_secret",
          f"borsa api (bot icin yegen kurdu)\napiKey: {rnd(ALNUM, 64)}\nsecretKey: {rnd(ALNUM, 64)}",
          f"exchange api secret {rnd(ALNUM, 64)} -- sadece okuma yetkisi")

    r.add("warehouse_door_code",
          f"depo kapısı şifreli kilit {pin(4)}*",
          f"Yeni depo (Bayrampaşa) dış kapı kodu {pin(6)}, iç kapı {pin(4)}",
          f"kurye gelince soyle: bina kapi kodu #{pin(4)}")

    r.add("papara_password",
          f"papara şifre {pin(6)}",
          f"Papara hesap: {tr_phone()} / parola {pin(6)}")

    r.add("cargo_panel_password",
          f"Yurtiçi Kargo kurumsal müşteri paneli şifre {tr_pw()}",
          f"aras kargo web panel kullanici {digits(10, lead=True)} sifre {tr_pw()}",
          f"MNG kargo hesabi sifre {tr_pw()} (nadiren kullaniyoz)")

    r.add("session_cookie",
          f"yeğen dedi ki panel cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}",
          f"wordpress_logged_in_{hexs(32)}=yonetici%7C{digits(10)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}")

    r.add("sms_api_credentials",
          f"toplu sms firması api: kullanıcı {digits(10, lead=True)} şifre {rnd(ALNUM, 10)} başlık KUMASDNY",
          f"netgsm benzeri sms paneli usercode {tr_phone().replace(' ', '')} password {rnd(ALNUM, 12)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("masked_tc_number",
          f"faturada TC görünüyo {tc_masked()} şeklinde, normal",
          f"müşteri bireysel fatura istedi, TCKN {tc_masked()} (kalanı sistemde)",
          f"e-devlet sorgu sonucu: T.C. Kimlik No {tc_masked()} - adres değişikliği onaylandı")

    r.add("vergi_numarasi",
          f"dükkan vergi no {vkn()} Beyazıt VD — faturalara bu yazılacak",
          f"Toptancı Ayhan Tekstil VKN {vkn()}, vergi dairesi Merter",
          f"hepsiburada firma bilgileri: vergi numarası {vkn()} , ticaret sicil no {digits(6, lead=True)}")

    r.add("shop_iban_on_invoice",
          f"faturanın altına yaz: Ziraat Bankası IBAN {tr_iban('00010')} Kumaş Dünyası Tekstil",
          f"havale yapacaklara ver:\nGaranti BBVA\n{tr_iban('00062')}\nAlıcı: Kumaş Dünyası",
          f"IBAN: {tr_iban('00062', spaced=False)} (müşteri kopyalayınca boşluksuz istiyo)",
          f"tedarikçinin ibanı {tr_iban('00046')} , açıklamaya fatura no yaz")

    r.add("yurtici_tracking_number",
          f"Yurtiçi takip no {digits(12, lead=True)} müşteri soruyo kargo nerde",
          f"yk gonderi kodu {digits(10, lead=True)} - teslim edildi gozukuyo",
          f"Yurtiçi Kargo kargo takip: {digits(12, lead=True)}, {digits(12, lead=True)}, {digits(12, lead=True)}")

    r.add("aras_tracking_number",
          f"aras kargo takip numarasi {digits(13, lead=True)}",
          f"Aras: {digits(11, lead=True)} şubede bekliyo, müşteri alacak",
          f"iade kargo (aras) gonderi no {digits(13, lead=True)} , iade kodu {rnd(UPPER + DIGITS, 6)}")

    r.add("trendyol_order_number",
          f"Trendyol sipariş no {digits(10, lead=True)} — müşteri rengi değiştirmek istiyo",
          f"tr siparis {digits(10, lead=True)} paket no {digits(9, lead=True)} iptal edildi",
          f"trendyol iade: sipariş {digits(10, lead=True)}, iade talep no {digits(8, lead=True)}")

    r.add("hepsiburada_order_number",
          f"HB sipariş {digits(10, lead=True)} kargoya verildi",
          f"hepsiburada paket numarasi {digits(10, lead=True)} , siparis no {digits(10, lead=True)}")

    r.add("product_barcode_ean",
          f"nevresim takımı barkod {ean13('869')}",
          f"barkodlar:\nçift kişilik pike {ean13('869')}\ntek kişilik pike {ean13('869')}\nhavlu seti {ean13('869')}",
          f"trendyol barkod hatası veriyo: {ean13('869')} zaten kayıtlı diyo",
          f"GTIN {ean13('869')} hepsiburada'da eşleşmedi")

    r.add("efatura_invoice_number",
          f"fatura no {efatura_no('KMS')} kesildi, müşteriye mail atıldı",
          f"e-Arşiv fatura {efatura_no('GIB')} iptal, yerine {efatura_no('GIB')}",
          f"toptancının faturası {efatura_no()} tutar 48.250 TL vade 30 gün")

    r.add("efatura_ettn",
          f"ETTN: {uid().upper()}",
          f"e-fatura ettn {uid()} muhasebeciye gönderilecek",
          f"GİB reddetti, ETTN {uid()} olan faturayı tekrar gönder")

    r.add("posta_kodu",
          f"dükkan adresi Mahmutpaşa Yokuşu No:{secrets.randbelow(200) + 1} Eminönü Fatih / İstanbul posta kodu 34{digits(3)}",
          f"depo posta kodu 34{digits(3)} (Bayrampaşa), kargo firmasına yanlış girilmiş düzelt",
          f"müşteri adresi Ankara Çankaya 06{digits(3)}")

    r.add("phone_numbers",
          f"toptancı Ayhan abi {tr_phone()}",
          f"Yurtiçi şube: {tr_phone()}\nAras şube: {tr_phone()}\nmuhasebeci: {tr_phone()}",
          f"alarm firması teknik servis 0850 {digits(3)} {digits(2)} {digits(2)}")

    r.add("product_sku",
          f"stok kodu {sku()} 14 adet kaldı",
          f"SKU listesi: {sku()}, {sku()}, {sku()} fiyat güncelle",
          f"model kodu {sku()} trendyolda pasif olmuş")

    r.add("iyzico_key_reference",
          "iyzico anahtarları env'de: IYZICO_API_KEY ve IYZICO_SECRET_KEY, değerleri yeğende / panelde Ayarlar > Firma Ayarları",
          f"iyzico merchant id {digits(6, lead=True)} (bu gizli değil, destek soruyo)",
          "iyzico güvenlik anahtarını yeniledim, eskisi artık çalışmıyo. Yenisini siteye yeğen girecek.")

    r.add("password_changed_note",
          "e-devlet şifremi bugün değiştirdim, yenisini defterin arka sayfasına yazdım",
          "garanti mobil pin değişti (6 haneli) — yeni pini kimseye söyleme",
          "Trendyol şifresi 90 günde bir değişmek zorunda, bu ay değiştirdim.",
          "insta şifresini sıfırladım, sms ile link geldi. şifre eskisi gibi değil artık")

    r.add("password_in_notebook",
          "bütün şifreler kırmızı defterde, defter kasanın içinde",
          "muhasebe portal şifresi Hakan beyde, ben bilmiyom sorarsam söylüyo",
          "alarm kodu zarfın içinde, zarf evde çekmecede")

    r.add("wifi_network_name",
          "dükkan wifi adı: KumasDunyasi_5G, misafir ağı KumasDunyasi_Misafir (şifresi tezgahtaki kartta)",
          f"modem MAC {mac(upper=True)}, ağ adı Mahmutpasa_Magaza",
          "depoda çekmiyo, yeni ağ açtık adı DEPO_2G")

    r.add("coupon_code",
          f"trendyol kupon kodu {rnd(UPPER + DIGITS, 8)} %10 indirim 500 TL üstü",
          f"instagram takipçilerine indirim kodu: KUMAS{digits(2)} (site için)",
          f"müşteriye verdiğim hediye çeki kodu {rnd(UPPER, 4)}-{digits(4)} ama 31 aralıkta bitiyo")

    r.add("pos_terminal_id",
          f"POS terminal no {digits(8, lead=True)}, üye işyeri no {digits(9, lead=True)}",
          f"yazarkasa sicil no {rnd(UPPER, 2)}{digits(8)} (mali hafıza), servis bunu soruyo",
          f"Z raporu no {digits(4)}, EKÜ no {digits(4)}")

    r.add("mersis_number",
          f"MERSİS no 0{digits(15, lead=True)} faturaya eklenecek",
          f"şirket mersis {digits(16)} ticaret sicil {digits(6, lead=True)}-5")

    r.add("licence_plate",
          f"kargo minibüsü plaka {plate()}",
          f"depoya mal getiren kamyonet {plate()} — fatura bu plakayla irsaliyede",
          f"otopark abonelik {plate()} aylık ödeniyor")

    r.add("cargo_customer_code",
          f"Aras müşteri kodu {digits(10, lead=True)} (gönderi için lazım, şifre değil)",
          f"Yurtiçi cari kod {digits(9, lead=True)} anlaşmalı fiyat için bunu söyle")

    r.add("gtip_code",
          f"havlu GTİP {pick('6302.60', '6302.91')}.00.00.00",
          f"nevresim ihracat gtip 6302.31.00.00.{digits(2)}")

    r.add("sgk_workplace_number",
          f"SGK işyeri sicil no 2.{digits(4)}.{digits(2)}.{digits(2)}.{digits(7)}.{digits(3)}.{digits(2)}-{digits(2)}",
          f"sgk işyeri numarası {digits(26, lead=True)} bordrolarda yazıyo")

    r.add("kep_address",
          "KEP adresi kumasdunyasi@hs01.kep.tr.example — tebligatlar buraya geliyo",
          f"kep hesabı açıldı, kullanıcı no {digits(8, lead=True)}, şifre zarfla geldi kasada")

    r.add("trendyol_supplier_id",
          f"Trendyol satıcı ID {digits(6, lead=True)} (destek talebinde soruyo)",
          f"trendyol mağaza linki trendyol.example/magaza/kumas-dunyasi-m-{digits(6, lead=True)}")

    r.add("hepsiburada_merchant_id",
          f"HB merchant id {uid()} — entegrasyon firmasına bu ID'yi verdim, şifreyi vermedim",
          f"hepsiburada mağaza id {uid()}")

    r.add("pin_policy_talk",
          "ziraat internet şifresi 6 haneli rakam olmak zorunda, ardışık olmaz (123456 kabul etmiyo)",
          "GİB şifresi en az 8 karakter, büyük harf + rakam istiyo",
          "kart pini 4 hane, 3 kere yanlış girersen bloke, şubeye gitmen lazım")

    r.add("sms_code_talk",
          "Garanti'den SMS onay kodu geldi ama süre dolmuş, tekrar istedim",
          "trendyol giriş kodu diye mesaj geldi ama ben girmedim?? kontrol et, şifre değiştirmek lazım belki",
          "hepsiburada doğrulama kodu hep eski numaraya gidiyo, numarayı güncelle")

    r.add("masked_card_number",
          f"Bonus kart **** **** **** {digits(4)} ile ödendi",
          f"iyzico raporu: kart {digits(6)}******{digits(4)} işlem başarılı",
          f"ekstre kesim tarihi 15i, kart sonu {digits(4)}")

    r.add("bank_branch_codes",
          f"Ziraat Mahmutpaşa şubesi kodu {digits(4, lead=True)}, SWIFT TCZBTR2A",
          f"Garanti BBVA swift TGBATRIS, şube {digits(3, lead=True)} hesap no {digits(7, lead=True)}")

    r.add("site_deploy_commit",
          f"yeğen siteyi güncelledi commit {hexs(40)} sorun olursa geri alınacak",
          f"tema güncellemesi {hexs(7)} sonrası sepet bozuldu")

    r.add("certificate_serial",
          f"mali mühür sertifika seri no {hexs(16).upper()} son kullanma 2027",
          f"e-imza sertifika seri {groups(hexs(20), 2, ':')}",
          f"SSL sertifikası yenilendi, SHA256 parmak izi {groups(hexs(64).upper(), 2, ':')}")

    r.add("public_ssh_key",
          f"yeğenin sunucuya eklediği public key: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} yegen@laptop",
          f"hosting firmasına verilecek açık anahtar:\nssh-rsa {ssh_pub('ssh-rsa', 256)} dukkan-pc")

    r.add("iyzico_payment_ids",
          f"iyzico paymentId {digits(8, lead=True)} iade edildi, conversationId {uid()}",
          f"iyzico ödeme token gelmedi, basketId B{digits(6)} tekrar dene")

    r.add("bank_transfer_reference",
          f"havale dekont no {digits(12, lead=True)} — müşteri ödedim diyo",
          f"EFT sorgu numarası {digits(16, lead=True)} Garanti'den",
          f"FAST işlem referansı {rnd(UPPER + DIGITS, 16)}")

    r.add("device_serial",
          f"POS cihazı seri no {rnd(UPPER, 2)}{digits(10)} garantili",
          f"modem seri numarası {rnd(UPPER + DIGITS, 12)} arıza kaydı için",
          f"DVR seri {rnd(UPPER + DIGITS, 9)}, IMEI (dükkan telefonu) {digits(15, lead=True)}")

    r.add("local_ip_addresses",
          f"kamera kayıt cihazı 192.168.1.{secrets.randbelow(200) + 20}, yazıcı 192.168.1.{secrets.randbelow(200) + 20}",
          f"sabit ip {secrets.randbelow(200) + 20}.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)} (modem faturasında yazıyo)",
          "nas.kumasdunyasi.internal -> 10.0.0.12")

    r.add("tracking_pixel_ids",
          f"Meta pixel id {digits(15, lead=True)} siteye eklendi",
          f"google analytics G-{rnd(UPPER + DIGITS, 10)} , google ads AW-{digits(10, lead=True)}")

    r.add("trendyol_return_code",
          f"iade kodu {digits(10, lead=True)} müşteriye ilettim, kargoya bununla verecek",
          f"hepsiburada iade kargo kodu {rnd(UPPER + DIGITS, 8)}")

    r.add("software_versions",
          f"POS yazılım sürümü v{secrets.randbelow(5) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)}, güncelleme geldi",
          f"WooCommerce {secrets.randbelow(3) + 8}.{secrets.randbelow(10)}.{secrets.randbelow(5)}, iyzico eklentisi 3.{secrets.randbelow(10)}.{secrets.randbelow(10)}")

    r.add("utility_subscriber_number",
          f"elektrik tesisat no {digits(8, lead=True)}, sözleşme hesap no {digits(10, lead=True)}",
          f"doğalgaz abone no {digits(10, lead=True)} — otomatik ödeme talimatı verildi",
          f"internet hizmet no {digits(10, lead=True)}")

    r.add("customs_declaration_number",
          f"yurtdışı gönderi beyanname no 25{digits(6)}EX{digits(8)}",
          f"ETGB no 25{digits(6)}ETGB{digits(6)} (mikro ihracat)")

    r.add("international_awb",
          f"DHL AWB {digits(10, lead=True)} Almanya'ya havlu",
          f"PTT yurtdışı takip R{rnd(UPPER, 1)}{digits(9)}TR")

    r.add("env_var_reference",
          "sitedeki .env dosyasında TRENDYOL_API_SECRET var, değerini oradan oku, buraya yazma",
          "DB_PASSWORD hosting panelinde tanımlı, yeğen biliyo",
          "GARANTI_STOREKEY boş kalmış o yüzden 3D çalışmıyo — panelden yenisini oluşturmak lazım")

    r.add("backup_codes_location",
          "instagram yedek kodları çıktı alındı, kasada zarfta. 5 tane kaldı",
          "2FA açıldı (instagram + facebook), authenticator eşimin telefonunda da var",
          "yedek kodların hepsini kullanmışım, yenilerini almak lazım")

    r.add("bank_customer_number",
          f"Ziraat müşteri numaram {digits(8, lead=True)} (şube soruyo, şifre değil)",
          f"Garanti BBVA müşteri no {digits(8, lead=True)}, temsilci {tr_phone()}")

    r.add("virtual_pos_merchant_number",
          f"sanal POS üye işyeri no {digits(9, lead=True)}, terminal {digits(8, lead=True)} — store key ayrı, panelden",
          f"Garanti sanal pos merchant id {digits(7, lead=True)} , test ortamı sanalposprovtest.acme.example")

    r.add("alarm_subscription",
          f"alarm firması abone no {digits(6, lead=True)}, kullanıcı adı dükkan sahibi; alarm kodu değişti ama firmaya söylemedim",
          f"alarm paneli model {rnd(UPPER, 2)}-{digits(4)}, zone 3 (depo kapısı) arızalı")

    r.add("order_summary",
          f"bugün {secrets.randbelow(40) + 5} sipariş: TY {digits(10, lead=True)}, TY {digits(10, lead=True)}, HB {digits(10, lead=True)} hepsi paketlendi",
          f"sipariş #{digits(5, lead=True)} (site) kapıda ödeme, tutar {secrets.randbelow(3000) + 200} TL")

    r.add("e_archive_query",
          f"GİB sorgu: fatura {efatura_no('KMS')} ETTN {uid()} durumu 'onaylandı'",
          f"e-arşiv rapor no {digits(10, lead=True)} gönderildi")

    r.add("hash_digest",
          f"ürün fotoğraflarının yedeği zip, sha256 {hexs(64)}",
          f"muhasebeciye giden excel'in md5'i {hexs(32)} (aynı dosya mı diye kontrol)")

    r.add("stock_lot_number",
          f"kumaş top no {rnd(UPPER, 1)}{digits(6)} lot {digits(4)}, renk kodu {digits(5)}",
          f"boyahane parti no P{digits(2)}-{digits(5)}, metre 320")

    r.add("booking_reference",
          f"Heimtextil fuarı uçak PNR {rnd(UPPER + DIGITS, 6)}, otel rezervasyon {digits(10, lead=True)}",
          f"fuar stand başvuru no HT{digits(2)}-{digits(5)}")

    r.add("wifi_password_talk",
          "misafir wifi şifresini haftada bir değiştiriyom, yenisi tezgahta yazıyo",
          "wifi şifresi çok kısaymış, modem 8 karakter istedi")

    r.add("trendyol_commission_invoice",
          f"Trendyol komisyon faturası {efatura_no('TYE')} tutar 3.412,55 TL",
          f"hepsiburada hizmet bedeli fatura no {efatura_no('HBF')}")

    r.add("aws_style_resource",
          f"yeğenin yedek bucket'ı arn:aws:s3:::kumasdunyasi-yedek-{digits(4)}",
          f"cloudfront dağıtım {rnd(UPPER + DIGITS, 14)} (site resimleri)")

    return r


def main() -> None:
    write_corpora("make_heldout136.py", [
        ("heldout136_credentials.yaml", credentials(), "batch 136 (Istanbul textile shop owner selling online, Turkish notes), written blind; every value synthetic"),
        ("heldout136_lookalikes.yaml", lookalikes(), "batch 136 look-alikes: Turkish shop's order, cargo, invoice, IBAN, barcode and tax numbers, references to passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
